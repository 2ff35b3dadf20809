import type { ReactNode } from 'react';
import type { Brand } from '../../../../shared/schemas/brand';
import { CONSENT_MAX_AGE_DAYS } from '../../../lib/consent';
import {
  CONSENT_STORAGE_KEY,
  LAST_SEARCH_KEY,
  LAST_TRIP_TYPE_KEY,
  PREVIOUS_RESULTS_KEY,
  RECENT_SEARCHES_KEY,
} from '../../../lib/storage-keys';
import { ConsentChoice } from './consent-choice';
import { OperatorDetails } from './operator';
import { Callout, Defs, H3, List, MailLink, PhoneLink, Table, TextLink, withFullStop } from './prose';
import facts from './text/facts.json';

/*
 * The legal pages are prose kept as data (text/*.json), drawn by this one renderer. A block is a
 * paragraph (a plain string), a heading, a list, a table, a callout or one of the page's widgets.
 * Inside any text: **bold**, [words](/path), `code`, {email} and {phone} (the brand's, as links),
 * and {name} for a value below: the brand's names, the facts of text/facts.json (A9: a change of
 * policy is one edit there, and the pages never disagree) and the browser storage keys the cookie
 * policy lists. A name the renderer does not know throws, so a typo fails the page tests.
 */

export type LegalBlock =
  | string
  | { h3: string }
  | { list: readonly string[]; ordered?: boolean }
  | { defs: readonly { term: string; text: string }[] }
  | { table: { caption: string; head: readonly string[]; rows: readonly (readonly string[])[] } }
  | { callout: string }
  | { widget: string };

export interface LegalTextSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalText {
  title: string;
  /** The page's meta description; may name {brand}. */
  description: string;
  canonical: string;
  eyebrow: string;
  intro: string;
  sections: readonly LegalTextSection[];
}

export const LAST_UPDATED = { text: facts.lastUpdated, iso: facts.lastUpdatedIso };

type Values = Record<string, string>;

function flatten(tree: object, prefix = ''): Values {
  return Object.entries(tree).reduce<Values>(
    (values, [key, value]) =>
      typeof value === 'object' && value !== null
        ? { ...values, ...flatten(value as object, `${prefix}${key}.`) }
        : { ...values, [`${prefix}${key}`]: String(value) },
    {},
  );
}

const STATIC_VALUES: Values = {
  ...flatten(facts),
  consentDays: String(CONSENT_MAX_AGE_DAYS),
  'storage.lastTripType': LAST_TRIP_TYPE_KEY,
  'storage.lastSearch': LAST_SEARCH_KEY,
  'storage.recentSearches': RECENT_SEARCHES_KEY,
  'storage.previousResults': PREVIOUS_RESULTS_KEY,
  'storage.consent': CONSENT_STORAGE_KEY,
};

function valuesFor(brand: Brand): Values {
  return {
    ...STATIC_VALUES,
    brand: brand.name,
    company: brand.company.legalName,
    /** The company's name ending a sentence, without doubling its own full stop ('SkyBound Travel Inc.'). */
    'company.': withFullStop(brand.company.legalName),
    office: brand.company.registeredOffice,
  };
}

function value(values: Values, name: string): string {
  const found = values[name];
  if (found === undefined) throw new Error(`Legal text names an unknown value {${name}}`);
  return found;
}

/** A text with its {names} filled in, for places that take a plain string (the meta description). */
export function fillLegalText(text: string, brand: Brand): string {
  const values = valuesFor(brand);
  return text.replace(/\{([\w.]+)\}/g, (_, name: string) => value(values, name));
}

const MARKUP = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)|`(.+?)`|\{([\w.]+)\}/g;

function inline(text: string, brand: Brand, values: Values): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, bold, linkText, linkTo, code, name] = match;
    const at = match.index;
    if (at > last) out.push(text.slice(last, at));
    const key = out.length;
    if (bold !== undefined) out.push(<strong key={key}>{inline(bold, brand, values)}</strong>);
    else if (linkText !== undefined && linkTo !== undefined)
      out.push(
        <TextLink key={key} to={linkTo}>
          {linkText}
        </TextLink>,
      );
    else if (code !== undefined) out.push(<code key={key}>{inline(code, brand, values)}</code>);
    else if (name === 'email') out.push(<MailLink key={key} email={brand.contact.email} />);
    else if (name === 'phone') out.push(<PhoneLink key={key} phone={brand.contact.phone} />);
    else if (name !== undefined) out.push(value(values, name));
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

function Block({ block, brand, values }: { block: LegalBlock; brand: Brand; values: Values }) {
  const text = (words: string) => inline(words, brand, values);
  if (typeof block === 'string') return <p>{text(block)}</p>;
  if ('h3' in block) return <H3>{text(block.h3)}</H3>;
  if ('list' in block) return <List ordered={block.ordered} items={block.list.map(text)} />;
  if ('defs' in block) return <Defs items={block.defs.map(({ term, text: words }) => ({ term, text: text(words) }))} />;
  if ('table' in block)
    return (
      <Table
        caption={block.table.caption}
        head={block.table.head}
        rows={block.table.rows.map((row) => row.map(text))}
      />
    );
  if ('callout' in block) return <Callout>{text(block.callout)}</Callout>;
  if (block.widget === 'operator') return <OperatorDetails brand={brand} />;
  if (block.widget === 'consent-choice') return <ConsentChoice />;
  throw new Error(`Legal text names an unknown widget ${block.widget}`);
}

/** A section's body: its blocks, with the brand's names and links. */
export function LegalBlocks({ blocks, brand }: { blocks: readonly LegalBlock[]; brand: Brand }) {
  const values = valuesFor(brand);
  return blocks.map((block, index) => <Block key={index} block={block} brand={brand} values={values} />);
}

/** The intro under the page's title. */
export function LegalIntro({ text, brand }: { text: string; brand: Brand }) {
  return <p>{inline(text, brand, valuesFor(brand))}</p>;
}
