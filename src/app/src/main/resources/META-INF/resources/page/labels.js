// Which labels the picture shows: the most important first, each only where it overlaps none already shown.
// (Cytoscape draws every label it is given, overlapping or not; its min-zoomed-font-size hides by size only.)

/** Whether two boxes {x1, y1, x2, y2} share any area (touching edges do not count). */
export function overlap(a, b) {
  return a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;
}

/**
 * The candidates whose label is shown: taken in the order given (most important first), each kept when its
 * box overlaps no box kept before it.
 *
 * @param candidates [{box, ...}] with boxes in one coordinate system
 */
export function chooseLabels(candidates) {
  const kept = [];
  for (const candidate of candidates) {
    if (candidate.box.w > 0 && !kept.some((other) => overlap(other.box, candidate.box))) kept.push(candidate);
  }
  return kept;
}
