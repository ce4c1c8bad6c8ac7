// The documents view: a page of the collection's documents (filtered, sorted and paged by the server), with
// upload (POST /documents) and delete.

const number = new Intl.NumberFormat('en');

function cell(text, className) {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
}

/**
 * Fills the table with {@code page} (GET /documents); {@code onDelete(key)} runs when a row's delete button is
 * used. {@code filtered} says whether a key filter was asked for.
 */
export function renderDocuments(rows, page, filtered, onDelete) {
  rows.replaceChildren();
  const documents = page.documents;
  if (documents.length === 0) {
    const tr = document.createElement('tr');
    const td = cell(filtered ? 'No document key contains that.'
        : 'No documents yet: upload one above, or run `lazygraph ingest PATH`.', 'muted');
    td.colSpan = 6;
    tr.append(td);
    rows.append(tr);
    return;
  }
  for (const d of documents) {
    const tr = document.createElement('tr');
    tr.dataset.key = d.key;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'danger';
    remove.textContent = 'Delete';
    remove.setAttribute('aria-label', `Delete ${d.key}`);
    remove.addEventListener('click', () => onDelete(d.key));
    const actions = document.createElement('td');
    actions.className = 'actions';
    actions.append(remove);
    tr.append(cell(d.key, 'key'), cell(d.title || ''), cell(number.format(d.chunks), 'num'),
        cell(number.format(d.words), 'num'), cell(d.revision, 'revision'), actions);
    rows.append(tr);
  }
}

/** A one-line account of an ingest outcome. */
export function describeOutcome(outcome) {
  const what = {CREATED: 'added', REPLACED: 'replaced', UNCHANGED: 'unchanged'}[outcome.status] || outcome.status;
  return `${outcome.id.key} ${what}: ${outcome.chunks} ${outcome.chunks === 1 ? 'chunk' : 'chunks'},`
      + ` ${number.format(outcome.words)} words`;
}

/** Which documents a page shows, e.g. "51–100 of 1,169". */
export function describeRange(page) {
  if (page.total === 0) return 'none';
  const last = page.offset + page.documents.length;
  return page.documents.length === 0 ? `none past ${number.format(page.total)}`
      : `${number.format(page.offset + 1)}–${number.format(last)} of ${number.format(page.total)}`;
}
