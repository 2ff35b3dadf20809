/*
 * The official @duffel/api package ships its types as one file of ambient module declarations
 * (dist/typings.d.ts, no exports map): '@duffel/api/types' resolves only once that file is part of
 * the program, which this type-only import of the package's main module does. The adapter imports
 * types only (docs/decisions/0004-duffel-transport.md).
 */
export type { Duffel } from '@duffel/api';
