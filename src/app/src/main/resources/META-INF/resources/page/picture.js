// The picture panel: draws an answer's graph, its caption and community list, and the hover tooltip.
import {describe, drawGraph, highlight, renderCommunityList} from './graph.js';

const $ = (id) => document.getElementById(id);
let cy = null;
let shown = null;

/** Shows {@code graph}, the query API's "graph" of an answer. */
export function showPicture(graph) {
  cy?.destroy();
  cy = null;
  shown = graph;
  const container = $('graph');
  const caption = $('graph-caption');
  container.replaceChildren();
  hideTooltip();
  renderCommunityList($('communities'), graph, {onFocus: (id) => highlight(cy, id)});
  if (graph.communities.length === 0) {
    setCounts(container, 0, 0, 0);
    const note = document.createElement('p');
    note.className = 'empty';
    note.textContent = 'The basic route answers from the best-ranked chunks and looks for no communities.'
        + ' Ask again with the local or global route to see them.';
    container.append(note);
    caption.textContent = 'none: basic route';
    return;
  }
  if (typeof cytoscape !== 'function') {
    throw new Error('The graph library did not load (/webjars/cytoscape/dist/cytoscape.min.js).');
  }
  cy = drawGraph(container, graph, {onHover: showTooltip, onPick: pickCommunity});
  // The drawn graph, for the browser console (and the browser test, which reads what was drawn).
  window.lazygraph = {graph: cy};
  // Counted from what was drawn, not from the payload: the browser test compares the two.
  const communities = cy.nodes('[kind = "community"]');
  const concepts = cy.nodes('[kind = "concept"]').length;
  setCounts(container, concepts, cy.edges().length, communities.length);
  const summarized = communities.filter((n) => n.hasClass('selected')).length;
  caption.textContent = `${concepts} concepts · ${cy.edges().length} co-occurrences · ${communities.length}`
      + ` communities, ${summarized} summarized`;
  container.setAttribute('aria-label', `Concept graph: ${caption.textContent}. The list below describes each community.`);
}

function setCounts(container, concepts, edges, communities) {
  container.dataset.concepts = String(concepts);
  container.dataset.edges = String(edges);
  container.dataset.communities = String(communities);
}

function showTooltip(id, position) {
  if (id === null) {
    hideTooltip();
    highlight(cy, null);
    return;
  }
  const info = describe(shown.communities.find((c) => c.id === id));
  const tip = $('tooltip');
  const title = document.createElement('strong');
  title.textContent = info.title;
  const concepts = document.createElement('p');
  concepts.className = 'tip-concepts';
  concepts.textContent = info.concepts.slice(0, 10).join(', ') + (info.concepts.length > 10 ? ', …' : '');
  const summary = document.createElement('p');
  summary.textContent = info.summary || 'Not summarized for this answer.';
  tip.replaceChildren(title, concepts, summary);
  tip.hidden = false;
  const box = $('graph').getBoundingClientRect();
  const left = Math.min(position.x + 14, box.width - tip.offsetWidth - 4);
  const below = position.y + 14 + tip.offsetHeight <= box.height;
  tip.style.left = `${Math.max(4, left)}px`;
  tip.style.top = `${Math.max(4, below ? position.y + 14 : position.y - tip.offsetHeight - 10)}px`;
  highlight(cy, id);
}

function hideTooltip() {
  $('tooltip').hidden = true;
}

/** A click on the picture opens that community in the list, where the keyboard can take over. */
function pickCommunity(id) {
  const button = document.querySelector(`#communities li[data-community="${CSS.escape(id)}"] button`);
  if (!button) return;
  if (button.getAttribute('aria-expanded') !== 'true') button.click();
  button.scrollIntoView({block: 'nearest'});
  button.focus({preventScroll: true});
}
