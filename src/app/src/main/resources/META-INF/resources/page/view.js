// What the picture shows of an answer's graph, as plain data (no drawing here): the open communities, drawn as
// a box around their parts; the closed ones, one node each sized by their concepts; the concepts of the open
// leaves; and, between what is drawn, only the strongest links of each node.

/** Links kept per drawn node: its strongest ones (a link stays when either end keeps it). */
export const LINKS_PER_NODE = 3;

export const STATUS_TEXT = {
  selected: 'summarized for the answer',
  relevant: 'passed a relevance test',
  tested: 'tested, not relevant',
  untested: 'not tested (budget)',
};

export function statusOf(community) {
  if (community.selected) return 'selected';
  if (community.relevant) return 'relevant';
  return community.tested ? 'tested' : 'untested';
}

export const parentOf = (id) => (id.includes('.') ? id.slice(0, id.lastIndexOf('.')) : null);

/** {@code id} and the ids of its ancestors, the top-level one first. */
export function lineOf(id) {
  const parts = id.split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.'));
}

/** Concepts the first drawing shows at most beyond those of the summarized communities. */
export const OPEN_CONCEPTS = 120;

/**
 * The communities open at first: the summarized ones with all they hold and their ancestors; then, best first,
 * those that passed a relevance test, while the picture stays within {@link OPEN_CONCEPTS} concepts (without
 * an LLM nearly every community may pass, and three hundred concepts are no longer a picture). The rest stay
 * closed, to be opened on demand.
 */
export function initiallyOpen(graph) {
  const selected = new Set(graph.communities.filter((c) => c.selected).map((c) => c.id));
  const open = new Set();
  for (const c of graph.communities) {
    const line = lineOf(c.id);
    if (line.some((id) => selected.has(id))) line.forEach((id) => open.add(id));
  }
  for (const c of graph.communities.filter((community) => community.relevant && !open.has(community.id))) {
    const tried = new Set([...open, ...lineOf(c.id)]);
    if (visibleGraph(graph, tried).concepts.length <= OPEN_CONCEPTS) lineOf(c.id).forEach((id) => open.add(id));
  }
  return open;
}

/**
 * What to draw of {@code graph} with the communities of {@code open} open.
 *
 * @return {communities: [{id, shape: 'box'|'node', parent, status, order, community}], concepts: [{concept,
 *   community, status, rank}], links: [{source, target, weight}], state: Map(id → 'open'|'closed'|'inside')}
 *   where a link's ends are drawn ids: {@code community:<id>} for a closed community, {@code concept:<name>}
 */
export function visibleGraph(graph, open) {
  const state = new Map();
  const communities = [];
  const byId = new Map(graph.communities.map((c) => [c.id, c]));
  // Parents come before their sub-communities: a community is drawn when its parent is drawn open.
  graph.communities.forEach((c, order) => {
    const parent = parentOf(c.id);
    if (parent !== null && state.get(parent) !== 'open') {
      state.set(c.id, 'inside');
      return;
    }
    const shape = open.has(c.id) ? 'box' : 'node';
    state.set(c.id, shape === 'box' ? 'open' : 'closed');
    communities.push({id: c.id, shape, parent, status: statusOf(c), order, community: c});
  });

  const concepts = [];
  const drawnAs = new Map();
  for (const node of graph.nodes) {
    const closed = lineOf(node.community).find((id) => state.get(id) === 'closed');
    if (closed !== undefined) {
      drawnAs.set(node.concept, `community:${closed}`);
      continue;
    }
    const home = byId.get(node.community);
    drawnAs.set(node.concept, `concept:${node.concept}`);
    concepts.push({concept: node.concept, community: node.community, status: statusOf(home),
      rank: home.concepts.indexOf(node.concept)});
  }
  return {communities, concepts, links: strongestLinks(graph.edges, drawnAs), state};
}

/**
 * The co-occurrence edges between drawn ends (those inside one closed community left out), the weights of
 * edges joining the same two ends added up, and of those only each end's {@link LINKS_PER_NODE} strongest.
 */
function strongestLinks(edges, drawnAs) {
  const merged = new Map();
  for (const edge of edges) {
    const [source, target] = [drawnAs.get(edge.a), drawnAs.get(edge.b)].sort();
    if (source === undefined || target === undefined || source === target) continue;
    const key = `${source}\n${target}`;
    const link = merged.get(key) || {source, target, weight: 0};
    link.weight += edge.weight;
    merged.set(key, link);
  }
  const byEnd = new Map();
  for (const link of merged.values()) {
    for (const end of [link.source, link.target]) {
      if (!byEnd.has(end)) byEnd.set(end, []);
      byEnd.get(end).push(link);
    }
  }
  const kept = new Set();
  for (const links of byEnd.values()) {
    links.sort((x, y) => y.weight - x.weight).slice(0, LINKS_PER_NODE).forEach((link) => kept.add(link));
  }
  return [...kept];
}
