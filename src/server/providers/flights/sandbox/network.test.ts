import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../../../shared/airports/geo';
import type { Airport } from '../../../../shared/airports/types';
import { airportsForCode, allAirports, getAirport } from '../../../data/airports';
import { AIRLINES, getAirline, HUB_AIRPORTS } from './airlines';
import { cabinsFor, getAircraft } from './aircraft';
import { itinerariesForSlice } from './itineraries';
import { airlinesHubbedAt, fallbackLinks, hubLinks, isHub, MIN_SECTOR_KM, nonstopCarriers, serves } from './network';
import { MAX_DETOUR, routesBetween } from './routes';
import { parseDay } from './time';

const airport = (code: string): Airport => {
  const found = getAirport(code);
  if (!found) throw new Error(`no airport ${code}`);
  return found;
};
const codes = (airlines: readonly { iata: string }[]) => airlines.map((a) => a.iata).sort();

describe('the airline table', () => {
  it('has the required carriers with real codes, names and alliances', () => {
    const required =
      'AA DL UA B6 WN AS F9 NK CX QF BA LH AF KL IB AY SK LX OS TP EI EK QR EY TK SQ NH JL KE CA MU CZ AC WS LA AV CM AM ET KQ SA MS AI 6E VA NZ';
    for (const code of required.split(' ')) expect(getAirline(code), code).toBeDefined();
    expect(getAirline('BA')).toMatchObject({ name: 'British Airways', alliance: 'oneworld' });
    expect(getAirline('LH')).toMatchObject({ name: 'Lufthansa', alliance: 'star_alliance' });
    expect(getAirline('DL')).toMatchObject({ name: 'Delta Air Lines', alliance: 'skyteam' });
    expect(getAirline('SK')?.alliance).toBe('skyteam'); // moved from Star Alliance in 2024
    expect(getAirline('EK')?.alliance).toBeNull();
    expect(new Set(AIRLINES.map((a) => a.iata)).size).toBe(AIRLINES.length);
  });

  it('every fleet type exists and every hub is a real airport', () => {
    for (const airline of AIRLINES) {
      for (const code of [...airline.shortHaul, ...airline.longHaul, ...airline.regional]) {
        expect(() => getAircraft(code)).not.toThrow();
      }
    }
    const missing = [...HUB_AIRPORTS].filter((code) => !getAirport(code));
    expect(missing).toEqual([]);
  });

  it('low-cost carriers fly all-economy cabins; full-service ones keep business', () => {
    const a320 = getAircraft('320');
    expect(cabinsFor(a320, getAirline('FR') ?? AIRLINES[0]!).map((c) => c.cabin)).toEqual(['economy']);
    expect(cabinsFor(a320, getAirline('BA') ?? AIRLINES[0]!).map((c) => c.cabin)).toEqual(['business', 'economy']);
  });
});

describe('routes from geography', () => {
  it('JFK-LHR is flown nonstop by the big transatlantic carriers, both ways', () => {
    const there = codes(nonstopCarriers(airport('JFK'), airport('LHR')));
    expect(there).toEqual(expect.arrayContaining(['AA', 'BA', 'DL', 'VS', 'B6']));
    expect(codes(nonstopCarriers(airport('LHR'), airport('JFK')))).toEqual(there);
  });

  it('every nonstop touches a hub of its airline, or is a busy domestic pair flown by a home carrier', () => {
    const pairs = ['JFK LHR', 'BOS SEA', 'CDG NRT', 'SAN TPA', 'BZN DEN', 'FRA SIN', 'MAD BOG', 'AUS BNA'];
    for (const pair of pairs) {
      const [a, b] = pair.split(' ').map(airport) as [Airport, Airport];
      for (const airline of nonstopCarriers(a, b)) {
        const atHub = airline.hubs.includes(a.iata_code) || airline.hubs.includes(b.iata_code);
        const domestic = a.country_code === airline.country && b.country_code === airline.country;
        expect(atHub || domestic, `${airline.iata} ${pair}`).toBe(true);
      }
    }
  });

  it(`no route flies further than ${MAX_DETOUR} times the great-circle distance`, () => {
    const pairs = ['JFK LHR', 'BZN LHR', 'LHR SYD', 'EYW ORD', 'SFO SIN', 'CPH LIS', 'GRU MIA', 'DEL YYZ'];
    let checked = 0;
    for (const pair of pairs) {
      const [a, b] = pair.split(' ').map(airport) as [Airport, Airport];
      const direct = greatCircleKm(a, b);
      for (const route of routesBetween(a, b)) {
        const legs = route.airports.slice(1).map((to, i) => greatCircleKm(route.airports[i] ?? to, to));
        expect(legs.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(direct * MAX_DETOUR + 1e-6);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('connections happen only at a hub of one of the airlines meeting there, on one ticket', () => {
    for (const route of routesBetween(airport('BZN'), airport('LHR'))) {
      route.airports.slice(1, -1).forEach((hub, i) => {
        const [before, after] = [route.airlines[i], route.airlines[i + 1]];
        expect(before?.hubs.includes(hub.iata_code) || after?.hubs.includes(hub.iata_code)).toBe(true);
        expect(before === after || (before?.alliance && before.alliance === after?.alliance)).toBeTruthy();
      });
    }
  });

  it("Europe's low-cost carriers sell nonstops only", () => {
    const lowCost = new Set(['FR', 'U2', 'W6', 'LS']);
    for (const pair of ['LTN FAO', 'STN BGY', 'BRS ALC', 'MAN TFS']) {
      const [a, b] = pair.split(' ').map(airport) as [Airport, Airport];
      for (const route of routesBetween(a, b).filter((r) => r.airlines.length > 1)) {
        expect(
          route.airlines.some((x) => lowCost.has(x.iata)),
          pair,
        ).toBe(false);
      }
    }
  });

  it('a small airport no hub serves gets its nearest hub, in its own country when one is within 2,500 km', () => {
    const orphans = allAirports()
      .filter((a) => !isHub(a.iata_code))
      .filter((a) => !AIRLINES.some((x) => x.hubs.some((h) => getAirport(h) && serves(x, airport(h), a))))
      .slice(0, 40);
    expect(orphans.length).toBeGreaterThan(10);
    for (const orphan of orphans) {
      const links = fallbackLinks(orphan);
      expect(links.length, orphan.iata_code).toBeGreaterThan(0);
      const hub = links[0]?.hub;
      if (!hub) continue;
      const distance = greatCircleKm(orphan, hub);
      expect(distance).toBeGreaterThanOrEqual(MIN_SECTOR_KM);
      const nearerDomestic = [...HUB_AIRPORTS]
        .map((code) => getAirport(code))
        .filter((h): h is Airport => !!h && h.country_code === orphan.country_code && h.iata_code !== hub.iata_code)
        .filter((h) => airlinesHubbedAt(h.iata_code).some((x) => x.shortHaul.length > 0))
        .some((h) => greatCircleKm(orphan, h) >= MIN_SECTOR_KM && greatCircleKm(orphan, h) < distance);
      if (hub.country_code === orphan.country_code) expect(nearerDomestic, orphan.iata_code).toBe(false);
      // It can fly somewhere through that hub.
      expect(hubLinks(orphan).get(hub.iata_code)?.length).toBeGreaterThan(0);
    }
  });

  it('a city code searches all its airports (NYC to LON)', () => {
    const journeys = itinerariesForSlice(airportsForCode('NYC'), airportsForCode('LON'), parseDay('2026-12-01'), 0);
    const origins = new Set(journeys.map((j) => j.legs[0]?.from.iata_code));
    const destinations = new Set(journeys.map((j) => j.legs[j.legs.length - 1]?.to.iata_code));
    expect(origins.size).toBeGreaterThan(1);
    expect(destinations.size).toBeGreaterThan(1);
    for (const code of origins) expect(['JFK', 'EWR', 'LGA']).toContain(code);
    for (const code of destinations) expect(['LHR', 'LGW', 'STN', 'LTN', 'LCY', 'SEN']).toContain(code);
  });
});
