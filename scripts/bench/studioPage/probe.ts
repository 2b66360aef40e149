import type { StudioWorkflow } from '@resources/workflow/studio/studioWorkflow';

export interface StudioSample {
  /** From the workflow in hand to the painted canvas: conversion, layout, render, edges, paint. */
  toPaintMs: number;
  /** Each pointer move of a dragged step: its work until the moved canvas is laid out. */
  dragFrameMs: number[];
  nodes: number;
  edges: number;
}

/** What the benchmark driver calls in the page (as `window.studioBench`). */
export interface StudioBenchProbe {
  show(workflow: StudioWorkflow): Promise<StudioSample>;
}

declare global {
  interface Window {
    studioBench?: StudioBenchProbe;
  }
}
