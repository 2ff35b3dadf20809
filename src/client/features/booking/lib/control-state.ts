import { describedBy } from '../../../components/ui/field';

/**
 * What a passenger field's control says of itself: required or not, invalid while its error shows,
 * and described by the message under it (an error, or a hint or warning the caller says is shown).
 */
export function controlState(
  id: string,
  required: boolean | undefined,
  error: string | undefined,
  described = Boolean(error),
) {
  return {
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, described),
  } as const;
}
