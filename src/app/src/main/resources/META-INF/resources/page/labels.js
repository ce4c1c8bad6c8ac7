// Which labels the picture shows: the most important first, each only where it overlaps no label already shown
// and no obstacle (cytoscape draws every label it is given, overlapping or not, and a node drawn later covers a
// label; its min-zoomed-font-size hides by size only).

/** Whether two boxes {x1, y1, x2, y2} share any area (touching edges do not count). */
export function overlap(a, b) {
  return a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
}

/**
 * The candidates whose label is shown: taken in the order given (most important first), each kept when its
 * box overlaps no box kept before it and no obstacle of another owner.
 *
 * @param candidates [{owner, box}]: a label's box and whose label it is
 * @param obstacles  [{owner, box}]: what a label must not cover, such as the nodes' bodies
 */
export function chooseLabels(candidates, obstacles) {
  const kept = [];
  for (const candidate of candidates) {
    const free = candidate.box.w > 0
        && !kept.some((other) => overlap(other.box, candidate.box))
        && !obstacles.some((o) => o.owner !== candidate.owner && overlap(o.box, candidate.box));
    if (free) kept.push(candidate);
  }
  return kept;
}
