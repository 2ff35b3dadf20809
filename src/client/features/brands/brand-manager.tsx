import { AlertTriangle, ArrowLeft, Plus } from 'lucide-react';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { ROUTES } from '../../../shared/routes';
import type { AdminBrand } from '../../../shared/schemas/brand';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { ApiRequestError } from '../../lib/api';
import { useAdminBrands, useDeleteBrand, useSaveBrand } from './api/brands';
import { BrandForm } from './components/brand-form';
import { BrandList } from './components/brand-list';
import { DeleteBrandDialog } from './components/delete-brand-dialog';
import { useAdminAccess } from './lib/access';
import { CONFLICT_FIELD, emptyBrand, formField, fromBrand, toInput, type BrandFormValues } from './lib/brand-form';
import { LinkButton } from '../../components/ui/link-button';

type Editing = { kind: 'new' } | { kind: 'edit'; brand: AdminBrand } | null;

const FAILED = { title: 'Failed to Update', description: 'There was a problem saving your changes.' };

/** The brand manager (R19): list, create, edit with a live preview, delete. */
export default function BrandManager() {
  const brands = useAdminBrands();
  const denied = useAdminAccess(brands.error);
  const save = useSaveBrand();
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);

  async function submit(values: BrandFormValues, setError: UseFormSetError<BrandFormValues>) {
    const id = editing?.kind === 'edit' ? editing.brand.id : null;
    try {
      const saved = await save.mutateAsync({ id, input: toInput(values) });
      toast({ variant: 'success', title: 'Settings Updated', description: `${saved.name} was saved.` });
      setEditing(null);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return void toast({ variant: 'destructive', ...FAILED });
      const field = CONFLICT_FIELD[error.code];
      if (field) return setError(field, { message: error.message }, { shouldFocus: true });
      if (error.fields?.length) {
        for (const f of error.fields) setError(formField(f.path) as keyof BrandFormValues, { message: f.message });
        return;
      }
      toast({ variant: 'destructive', title: FAILED.title, description: `${FAILED.description} ${error.message}` });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ variant: 'success', title: 'Brand deleted', description: `${deleting.name} was deleted.` });
    } catch (error) {
      const message = error instanceof Error ? error.message : FAILED.description;
      toast({ variant: 'destructive', title: FAILED.title, description: message });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <LinkButton to={ROUTES.adminSettings} icon={ArrowLeft} variant="ghost" size="sm" className="-ml-3 mb-4">
        Back to Admin Settings
      </LinkButton>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {editing?.kind === 'edit' ? `Edit ${editing.brand.name}` : editing ? 'New brand' : 'Brands'}
        </h1>
        {editing === null && brands.data ? (
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden="true" />
            New brand
          </Button>
        ) : null}
      </div>
      {editing ? (
        <BrandForm
          key={editing.kind === 'edit' ? editing.brand.id : 'new'}
          initial={editing.kind === 'edit' ? fromBrand(editing.brand) : emptyBrand()}
          editing={editing.kind === 'edit' ? editing.brand.id : null}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      ) : brands.isPending || denied ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading brands" />
        </div>
      ) : brands.data ? (
        <BrandList
          brands={brands.data.brands}
          onEdit={(brand) => setEditing({ kind: 'edit', brand })}
          onDelete={setDeleting}
        />
      ) : (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertDescription>Failed to load the brands. Please try again later.</AlertDescription>
        </Alert>
      )}
      <DeleteBrandDialog brand={deleting} onConfirm={() => void confirmDelete()} onClose={() => setDeleting(null)} />
    </section>
  );
}
