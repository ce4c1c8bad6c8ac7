// The picture panel: an answer's communities drawn (graph.js) as view.js chooses, the list under it, the
// legend and the hover tooltip; a closed community opens on a click (in the picture or the list), an open one
// closes from the list. What was drawn is stated on #graph's data-* attributes (counts, layout time, and the
// labels shown with their boxes), for scripts and the browser test alike.
import {renderCommunityList, showDrawnState} from './community-list.js';
import {STATUS_COLOUR, closedSize, drawGraph, highlight, positionsOf} from './graph.js';
import {LINKS_PER_NODE, STATUS_TEXT, initiallyOpen, lineOf, statusOf, visibleGraph} from './view.js';

const $ = (id) => document.getElementById(id);
const number = new Intl.NumberFormat('en');
let cy = null;
let shown = null;
let open = new Set();

for (const key of document.querySelectorAll('.legend .key[data-status]')) {
  key.style.background = STATUS_COLOUR[key.dataset.status];
}

/**
 * Shows {@code graph}, the query API's "graph" of an answer; without communities (the basic route) a short
 * note instead of a picture, with {@code askWithCommunities} to ask again on the local route.
 */
export function showPicture(graph, askWithCommunities) {
  cy?.destroy();
  cy = null;
  shown = graph;
  hideTooltip();
  const container = $('graph');
  container.replaceChildren();
  const none = graph.communities.length === 0;
  $('graph-panel').classList.toggle('no-communities', none);
  $('graph-note').hidden = !none;
  $('graph-body').hidden = none;
  $('ask-local').onclick = askWithCommunities;
  if (none) {
    setCounts(container, {communities: 0, drawnCommunities: 0, closed: 0, concepts: 0, links: 0});
    $('graph-caption').textContent = 'none on the basic route';
    return;
  }
  if (typeof cytoscape !== 'function') {
    throw new Error('The graph library did not load (/webjars/cytoscape/dist/cytoscape.min.js).');
  }
  renderCommunityList($('communities'), graph, {onFocus: (id) => highlight(cy, id), onToggle: toggle});
  open = initiallyOpen(graph);
  draw(new Map());
}

function draw(positions) {
  const view = visibleGraph(shown, open);
  const container = $('graph');
  cy?.destroy();
  container.replaceChildren();
  const drawn = drawGraph(container, view, positions, {
    onHover: showTooltip, onPick: pickCommunity, onOpen: toggle,
    onLabels: (labels) => { container.dataset.labels = JSON.stringify(labels); },
  });
  cy = drawn.cy;
  container.dataset.layoutMs = drawn.layoutMs.toFixed(0);
  const closed = view.communities.filter((c) => c.shape === 'node');
  setCounts(container, {communities: shown.communities.length, drawnCommunities: view.communities.length,
    closed: closed.length, concepts: view.concepts.length, links: view.links.length});
  showDrawnState($('communities'), view.state);
  showSizes(closed.map((c) => c.community.concepts.length));

  const used = shown.communities.filter((c) => c.selected || c.relevant).length;
  const caption = `${number.format(shown.communities.length)} communities, ${used} used by the answer`
      + ` · ${view.communities.length - closed.length} open, ${closed.length} closed`
      + ` · ${number.format(view.concepts.length)} of ${number.format(shown.nodes.length)} concepts shown`
      + ` · the ${LINKS_PER_NODE} strongest links of each node`;
  $('graph-caption').textContent = caption;
  container.setAttribute('aria-label', `Community picture: ${caption}. The list below describes each community.`);
}

function toggle(id) {
  if (open.has(id)) {
    open.delete(id);
  } else {
    lineOf(id).forEach((line) => open.add(line));
  }
  hideTooltip();
  draw(positionsOf(cy));
}

function setCounts(container, counts) {
  for (const [name, value] of Object.entries(counts)) container.dataset[name] = String(value);
}

/** The legend's two sample circles: the smallest and the largest closed community drawn. */
function showSizes(sizes) {
  const legend = $('legend-sizes');
  legend.hidden = sizes.length === 0;
  if (sizes.length === 0) return;
  const [least, most] = [Math.min(...sizes), Math.max(...sizes)];
  const zoom = cy.zoom();
  for (const [id, concepts] of [['legend-least', least], ['legend-most', most]]) {
    const circle = $(id);
    const px = Math.max(6, closedSize(concepts) * zoom);
    circle.style.width = `${px}px`;
    circle.style.height = `${px}px`;
    circle.nextElementSibling.textContent = `${concepts} ${concepts === 1 ? 'concept' : 'concepts'}`;
  }
  $('legend-most').parentElement.hidden = most === least;
}

function showTooltip(id, position) {
  if (id === null) {
    hideTooltip();
    highlight(cy, null);
    return;
  }
  const community = shown.communities.find((c) => c.id === id);
  const tip = $('tooltip');
  const title = document.createElement('strong');
  title.textContent = `Community ${id} · ${STATUS_TEXT[statusOf(community)]}`;
  const concepts = document.createElement('p');
  concepts.className = 'tip-concepts';
  concepts.textContent = `${community.concepts.length} concepts: ${community.concepts.slice(0, 10).join(', ')}`
      + (community.concepts.length > 10 ? ', …' : '');
  const summary = document.createElement('p');
  summary.textContent = community.summary || 'Not summarized for this answer.';
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
  const button = document.querySelector(`#communities li[data-community="${CSS.escape(id)}"] button.about`);
  if (!button) return;
  if (button.getAttribute('aria-expanded') !== 'true') button.click();
  button.scrollIntoView({block: 'nearest'});
  button.focus({preventScroll: true});
}
