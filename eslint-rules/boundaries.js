// Keeps the three rooms apart (client -> shared <- server), keeps client features from
// reaching into each other, keeps the server's layers flowing routes -> services ->
// providers/db, and keeps each server domain (services/<domain>/) private behind its index.ts.
// See docs/architecture.md.
import path from 'node:path';

const SRC = `${path.sep}src${path.sep}`;

/** 'client' | 'server' | 'shared' | undefined, plus the second folder (feature or layer). */
function locate(file) {
  const at = file.lastIndexOf(SRC);
  if (at === -1) return undefined;
  const parts = file.slice(at + SRC.length).split(path.sep);
  const room = parts[0];
  if (room !== 'client' && room !== 'server' && room !== 'shared') return undefined;
  const feature = room === 'client' && parts[1] === 'features' && parts.length > 3 ? parts[2] : undefined;
  const layer = room === 'server' && parts.length > 2 ? parts[1] : undefined;
  // services/<domain>/... : the domain, and whether the path names its entry or something inside.
  const domain = layer === 'services' && parts.length > 2 ? parts[2].replace(/\.[cm]?[jt]sx?$/, '') : undefined;
  const inside = domain !== undefined && parts.length > 3 && !/^index(\.[cm]?[jt]sx?)?$/.test(parts[3]);
  // Tests and the server's test support may look inside a domain; product code may not.
  const whiteBox = /\.test\.[cm]?[jt]sx?$/.test(file) || (room === 'server' && parts[1] === 'testing');
  return { room, feature, layer, domain, inside, whiteBox };
}

// What each server layer may not import.
const SERVER_LAYER_BANS = {
  services: ['routes'],
  providers: ['routes', 'services'],
  db: ['routes', 'services', 'providers'],
};

function problem(from, to) {
  if (from.room === 'shared' && to.room !== 'shared') {
    return `shared code must not import ${to.room} code: it is used by both sides`;
  }
  if (from.room === 'client' && to.room === 'server') return 'the client must not import server code';
  if (from.room === 'server' && to.room === 'client') return 'the server must not import client code';
  if (from.feature && to.feature && from.feature !== to.feature) {
    return `feature '${from.feature}' must not import feature '${to.feature}': move what they share to components/ or lib/`;
  }
  if (from.room === 'server' && to.room === 'server' && from.layer && to.layer) {
    const banned = SERVER_LAYER_BANS[from.layer] ?? [];
    if (banned.includes(to.layer)) return `server ${from.layer} must not import ${to.layer}`;
  }
  if (to.inside && from.domain !== to.domain && !from.whiteBox) {
    return `import the '${to.domain}' domain through its entry (services/${to.domain}), not its internals`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the architecture boundaries between client, server, shared and features' },
    schema: [],
    messages: { boundary: 'Boundary: {{reason}} ({{source}}).' },
  },
  create(context) {
    const filename = context.filename;
    const from = locate(filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(filename), source));
      if (!to) return;
      const reason = problem(from, to);
      if (reason) context.report({ node: node.source, messageId: 'boundary', data: { reason, source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { boundaries: rule } };
