import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

/** R48: the ten recovery codes, shown once: only their hashes are kept. */
export function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-4">
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Save your recovery codes</AlertTitle>
        <AlertDescription>
          Each code signs you in once if you lose your phone. Keep them somewhere safe: they will not be shown again.
        </AlertDescription>
      </Alert>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {props.codes.map((code) => (
          <li key={code} className="bg-muted rounded-md px-2 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(props.codes.join('\n'))}
        >
          Copy codes
        </Button>
        <Button type="button" onClick={props.onDone}>
          I have saved these codes
        </Button>
      </div>
    </div>
  );
}
