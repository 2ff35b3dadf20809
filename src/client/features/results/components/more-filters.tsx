import { useMemo } from 'react';
import {
  allianceOptions,
  emissionsBounds,
  layoverBounds,
  viaOptions,
  type Filters,
  type OfferFacts,
} from '../lib/filters';
import { formatEmissions, LOWER_EMISSIONS_SHARE } from '../lib/emissions';
import { NIGHT_ENDS_HOUR } from '../lib/journey';
import { ChoicesSection, Option, Section } from './filter-parts';
import { MaxFilter } from './max-filter';

/* R45's filters in the Filters panel: connections, alliances and emissions. */

interface GroupProps {
  id: string;
  facts: readonly OfferFacts[];
  draft: Filters;
  set: (patch: Partial<Filters>) => void;
}

const hours = (value: number) => `${value} h`;

export const OVERNIGHT_HINT = `No wait between midnight and ${NIGHT_ENDS_HOUR} am at the connecting airport`;

/** Longest layover, no overnight layovers, connecting airports (with counts) and alliances. */
export function LayoverFilters({ id, facts, draft, set }: GroupProps) {
  const bounds = useMemo(() => layoverBounds(facts), [facts]);
  const via = useMemo(() => viaOptions(facts, draft.via), [facts, draft.via]);
  const alliances = useMemo(() => allianceOptions(facts), [facts]);
  return (
    <>
      <Section title="Layovers">
        <MaxFilter
          bounds={bounds}
          value={draft.maxLayoverHours}
          step={1}
          label="Longest layover"
          none="No connections to filter."
          format={hours}
          onChange={(maxLayoverHours) => set({ maxLayoverHours })}
        />
        <Option
          id={`${id}-overnight`}
          label="Avoid overnight layovers"
          hint={OVERNIGHT_HINT}
          checked={draft.noOvernight}
          onChange={(noOvernight) => set({ noOvernight })}
        />
      </Section>
      {via.length > 0 ? (
        <ChoicesSection
          title="Connecting airports"
          id={`${id}-via`}
          filter="via"
          choices={via}
          draft={draft}
          set={set}
        />
      ) : null}
      <ChoicesSection
        title="Alliances"
        id={`${id}-alliance`}
        filter="alliances"
        choices={alliances}
        draft={draft}
        set={set}
        greyEmpty
      />
    </>
  );
}

/** A CO2e ceiling and "Lower emissions only". */
export function EmissionsFilters({ id, facts, draft, set }: GroupProps) {
  const bounds = useMemo(() => emissionsBounds(facts), [facts]);
  const lower = useMemo(() => facts.filter((fact) => fact.lowerEmissions).length, [facts]);
  return (
    <Section title="Emissions">
      <MaxFilter
        bounds={bounds}
        value={draft.maxEmissions}
        step={10}
        label="Most CO2e"
        none="No emissions figures to filter."
        format={formatEmissions}
        onChange={(maxEmissions) => set({ maxEmissions })}
      />
      <Option
        id={`${id}-lower-emissions`}
        label="Lower emissions only"
        hint={`At least ${LOWER_EMISSIONS_SHARE * 100}% below the median for this search`}
        count={lower}
        checked={draft.lowerEmissions}
        onChange={(lowerEmissions) => set({ lowerEmissions })}
      />
    </Section>
  );
}
