// The question form's filter field: the terms `ask --filter` takes, separated by spaces, as POST /query's filter.

/**
 * 'key^=PREFIX' (documents whose key starts with it) and 'TAG=VALUE' (documents with that tag): terms of one
 * kind are any-of, different kinds all apply. Returns undefined for an empty field (the whole collection).
 */
export function parseFilter(text) {
  const filter = {keyPrefix: [], tags: {}};
  for (const term of text.split(/\s+/).filter(Boolean)) {
    if (term.startsWith('key^=')) {
      filter.keyPrefix.push(term.slice('key^='.length));
      continue;
    }
    const equals = term.indexOf('=');
    if (equals <= 0) throw new Error(`A filter term is 'key^=PREFIX' or 'TAG=VALUE', not '${term}'.`);
    (filter.tags[term.slice(0, equals)] ??= []).push(term.slice(equals + 1));
  }
  return filter.keyPrefix.length || Object.keys(filter.tags).length ? filter : undefined;
}
