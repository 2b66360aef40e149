/** The canvas's height, shared with the skeleton that holds its place while React Flow loads. */
export const CANVAS_HEIGHT = 480;
