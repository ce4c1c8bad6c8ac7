// The answer: its text with [n] citation buttons, the cited source, and the cost table.
// Every text that comes from the server is set as text, never parsed as HTML: documents are data.

const MARKER = /\[(\d+)\]/g;
const number = new Intl.NumberFormat('en');

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Appends {@code text} to {@code parent}, turning each [n] that names a citation into a button. */
function appendWithCitations(parent, text, citations, onCite) {
  let last = 0;
  for (const match of text.matchAll(MARKER)) {
    const citation = citations.get(Number(match[1]));
    if (!citation) continue;
    parent.append(text.slice(last, match.index));
    const button = element('button', 'cite', `[${citation.number}]`);
    button.type = 'button';
    button.dataset.citation = String(citation.number);
    button.setAttribute('aria-label', `Source ${citation.number}: ${citation.documentKey}${place(citation)}`);
    button.title = citation.documentKey + place(citation);
    button.addEventListener('click', () => onCite(citation, button));
    parent.append(button);
    last = match.index + match[0].length;
  }
  parent.append(text.slice(last));
}

/** The answer text: lines starting with "- " become a list (global answers), other lines paragraphs. */
export function renderAnswer(container, answer, onCite) {
  const citations = new Map(answer.citations.map((c) => [c.number, c]));
  container.replaceChildren();
  let list = null;
  for (const line of answer.text.split('\n')) {
    if (!line.trim()) continue;
    if (line.startsWith('- ')) {
      if (!list) container.append(list = element('ul', 'answer-points'));
      const item = element('li');
      appendWithCitations(item, line.slice(2), citations, onCite);
      list.append(item);
    } else {
      list = null;
      const paragraph = element('p');
      appendWithCitations(paragraph, line, citations, onCite);
      container.append(paragraph);
    }
  }
}

/** ", page 3", ", pages 3–4", then the section, as far as the document has them. */
function place(citation) {
  let place = '';
  if (citation.page != null) {
    place += citation.lastPage != null ? `, pages ${citation.page}–${citation.lastPage}` : `, page ${citation.page}`;
  }
  if (citation.section) place += ` (${citation.section})`;
  return place;
}

/** Shows a cited chunk with the cited span highlighted, and names the document, its page and its revision. */
export function renderSource(panel, citation, chunk) {
  panel.querySelector('#source-heading').textContent = `[${citation.number}] ${citation.documentKey}${place(citation)}`;
  panel.querySelector('#source-meta').textContent = `revision ${citation.revision} · chunk ${chunk.ordinal}`
      + ` · characters ${number.format(citation.start)}–${number.format(citation.end)}`;
  const text = panel.querySelector('#source-text');
  const from = Math.max(0, citation.start - chunk.start);
  const to = Math.min(chunk.text.length, citation.end - chunk.start);
  const mark = element('mark', 'cited', chunk.text.slice(from, to));
  text.replaceChildren(chunk.text.slice(0, from), mark, chunk.text.slice(to));
  panel.hidden = false;
  return mark;
}

function row(body, label, value) {
  const tr = element('tr');
  tr.append(element('th', null, label), element('td', null, value));
  tr.firstChild.scope = 'row';
  body.append(tr);
}

/** The cost block: LLM tokens per stage, relevance tests, communities, summary cache, time. */
export function renderCost(section, cost) {
  const body = section.querySelector('tbody');
  body.replaceChildren();
  const stages = Object.entries(cost.llmTokens);
  for (const [stage, tokens] of stages) {
    row(body, `LLM tokens: ${stage}`, `${number.format(tokens.input)} in / ${number.format(tokens.output)} out`);
  }
  const total = stages.reduce((sum, [, t]) => sum + t.input + t.output, 0);
  row(body, 'LLM tokens in all', `${number.format(total)} of ${number.format(cost.tokenBudget)}`
      + ` (${cost.llmCalls} ${cost.llmCalls === 1 ? 'call' : 'calls'})`);
  row(body, 'Relevance tests', `${number.format(cost.relevanceTests)} of ${number.format(cost.relevanceBudget)}`);
  row(body, 'Communities', `${cost.communitiesDetected} found · ${cost.communitiesConsidered} tested`
      + ` · ${cost.communitiesSummarized} summarized`);
  row(body, 'Summary cache', `${cost.cacheHits} ${cost.cacheHits === 1 ? 'hit' : 'hits'}`
      + ` · ${cost.cacheMisses} ${cost.cacheMisses === 1 ? 'miss' : 'misses'}`);
  const times = Object.entries(cost.latencyMs);
  const totalMs = times.reduce((sum, [, ms]) => sum + ms, 0);
  row(body, 'Time', `${number.format(totalMs)} ms (${times.map(([s, ms]) => `${s} ${number.format(ms)}`).join(' · ')})`);
  section.hidden = false;
}
