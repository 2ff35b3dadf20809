import type { AdminBrand } from '../../../../shared/schemas/brand';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export function DeleteBrandDialog(props: { brand: AdminBrand | null; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={props.brand !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={`Delete ${props.brand?.name}?`}
      description="Its domains will show the default brand from now on. This cannot be undone."
      cancelLabel="Keep brand"
      confirmLabel="Delete brand"
      onConfirm={props.onConfirm}
    />
  );
}
