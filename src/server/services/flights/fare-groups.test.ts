import { describe, expect, it } from 'vitest';
import { normaliseOffer } from '../../providers/flights/duffel/normalise-offer';
import { jfkLhrOffer } from '../../testing/duffel/fixtures';
import { fareBrandSummary, fareGroupKey, groupFares } from './fare-groups';

describe('R52: Duffel fare brands', () => {
  it('reads the brand, bags, conditions, seat choice and priority; two brands of the same flights group', () => {
    const basic = jfkLhrOffer();
    const flex = structuredClone(basic);
    flex.id = `${basic.id}_flex`;
    flex.total_amount = String(Number(basic.total_amount) + 150);
    for (const slice of flex.slices) {
      slice.fare_brand_name = 'Flex';
      slice.conditions = { advance_seat_selection: true, priority_boarding: true, priority_check_in: true };
      for (const segment of slice.segments) {
        for (const p of segment.passengers ?? []) p.baggages = [{ type: 'checked', quantity: 2 }];
      }
    }
    const [a, b] = [normaliseOffer(basic), normaliseOffer(flex)];
    expect(a.fare_brand_extras).toEqual({ seat_selection: 'paid', priority_boarding: null });
    expect(b.fare_brand_extras).toEqual({ seat_selection: 'free', priority_boarding: true });
    expect(fareGroupKey(a)).toBe(fareGroupKey(b));
    const [group] = groupFares([a, b]);
    expect(group?.offers.map((o) => o.id)).toEqual([a.id, b.id]);
    expect(fareBrandSummary(b)).toMatchObject({ name: 'Flex', checked_bags: 2, seat_selection: 'free' });
    expect(fareBrandSummary(a).name).toBe('Basic');
    // A slice that does not say leaves the brand's feature unknown, never "not included".
    flex.slices[0]!.conditions = null;
    expect(normaliseOffer(flex).fare_brand_extras).toEqual({ seat_selection: null, priority_boarding: null });
  });
});

describe('R52: fare groups', () => {
  it('keeps the list order: groups in the order of their cheapest fare, fares cheapest first', () => {
    const [a, b, c] = [0, 1, 2].map((i) => normaliseOffer(jfkLhrOffer(i)));
    if (!a || !b || !c) throw new Error('no offers');
    const aFlex = { ...structuredClone(a), id: `${a.id}_flex` };
    const groups = groupFares([a, b, aFlex, c]);
    expect(groups.map((g) => g.offers.map((o) => o.id))).toEqual(
      fareGroupKey(b) === fareGroupKey(a)
        ? [[a.id, b.id, aFlex.id], [c.id]]
        : [[a.id, aFlex.id], [b.id], [c.id]].filter((ids) => ids.length),
    );
  });
});
