/** The height of a graph's frame, the same while loading, empty or drawn. */
export const GRAPH_HEIGHT = 560;
