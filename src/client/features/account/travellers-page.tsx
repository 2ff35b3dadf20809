import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Pencil, Plus, Trash2, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SavedTraveller, SavedTravellerInput } from '../../../shared/schemas/travellers';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { useCurrentUser } from '../../lib/auth';
import { deleteTraveller, savedTravellersQueryOptions, saveTraveller, useSavedTravellers } from '../../lib/travellers';
import { usePageMeta } from '../../rendering/page-meta';
import { TravellerForm } from './travellers/traveller-form';

/*
 * /account/travellers (R49): the people this account books for, the holder first. Add, edit and
 * delete; the booking form offers them per passenger. A passport shows as its last four only.
 */

export const TRAVELLERS_LOGIN = '/login?redirect=/account/travellers';

type Editing = { kind: 'new' } | { kind: 'edit'; traveller: SavedTraveller } | null;

export function TravellersPage() {
  usePageMeta({ title: 'Saved travellers' });
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { travellers, isLoading: loading } = useSavedTravellers();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedTraveller | null>(null);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedTravellersQueryOptions().queryKey });

  const save = useMutation({
    mutationFn: ({ input, id }: { input: SavedTravellerInput; id?: string }) => saveTraveller(input, id),
    onSuccess: async (saved) => {
      toast({ title: `${saved.firstName} ${saved.lastName} saved` });
      setEditing(null);
      await refresh();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: error.message }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteTraveller(id),
    onSuccess: async () => {
      toast({ title: 'Traveller deleted' });
      await refresh();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not deleted', description: error.message }),
  });

  useEffect(() => {
    if (!isLoading && !user) void navigate(TRAVELLERS_LOGIN, { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || loading || !user) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading travellers" />
      </div>
    );
  }

  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-2">
        <Link to="/account-settings" className="text-muted-foreground flex items-center gap-1 text-sm hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> Account settings
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Saved travellers</h1>
          {editing === null ? (
            <Button onClick={() => setEditing({ kind: 'new' })}>
              <Plus aria-hidden="true" /> Add a traveller
            </Button>
          ) : null}
        </div>
        <p className="text-muted-foreground text-sm">
          You first, then family and colleagues. The booking form offers them for each passenger whose age fits.
        </p>
      </div>

      {editing ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{editing.kind === 'new' ? 'Add a traveller' : 'Edit traveller'}</CardTitle>
          </CardHeader>
          <CardContent>
            <TravellerForm
              traveller={editing.kind === 'edit' ? editing.traveller : null}
              saving={save.isPending}
              onCancel={() => setEditing(null)}
              onSave={(input) =>
                save.mutate({ input, ...(editing.kind === 'edit' ? { id: editing.traveller.id } : {}) })
              }
            />
          </CardContent>
        </Card>
      ) : null}

      {travellers.length === 0 && !editing ? (
        <p className="text-muted-foreground rounded-lg border border-dashed p-8 text-center">
          No saved travellers yet. Add yourself first, then the people you travel with.
        </p>
      ) : null}

      <ul className="grid gap-3" aria-label="Saved travellers">
        {travellers.map((traveller) => (
          <li key={traveller.id}>
            <Card>
              <CardContent className="flex flex-wrap items-start justify-between gap-3 p-4 sm:p-5">
                <div className="flex min-w-0 gap-3">
                  <UserRound className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
                  <div className="grid min-w-0 gap-1">
                    <p className="font-semibold">
                      {traveller.firstName} {traveller.lastName}{' '}
                      {traveller.isAccountHolder ? (
                        <span className="text-muted-foreground text-xs font-normal">(account holder)</span>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      Born {traveller.dateOfBirth}
                      {traveller.nationality ? ` · ${traveller.nationality}` : ''}
                      {traveller.passportLast4 ? ` · Passport ••••${traveller.passportLast4}` : ''}
                    </p>
                    {traveller.loyaltyAccounts.length > 0 ? (
                      <p className="text-muted-foreground text-sm">
                        Loyalty:{' '}
                        {traveller.loyaltyAccounts.map((a) => `${a.airlineIataCode} ${a.accountNumber}`).join(', ')}
                      </p>
                    ) : null}
                  </div>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing({ kind: 'edit', traveller })}
                    aria-label={`Edit ${traveller.firstName} ${traveller.lastName}`}
                  >
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDeleting(traveller)}
                    aria-label={`Delete ${traveller.firstName} ${traveller.lastName}`}
                  >
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this traveller?"
        description={
          deleting ? `${deleting.firstName} ${deleting.lastName} and their passport details are deleted.` : ''
        }
        cancelLabel="Keep"
        confirmLabel="Delete traveller"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id);
          setDeleting(null);
        }}
      />
    </section>
  );
}
