/**
 * Step inputs and outputs, alike for an application's workflow and a pipeline run: a declared output
 * holds its value once its step succeeded, and an input reads the output of the same name from the
 * first step that declares one. What a value is depends on the workflow's kind (the caller's `valueOf`).
 */
import type { InputItem, OutputItem } from '../../store/applicationRecords';

/** A step as it produces outputs. */
export interface Producer {
  name: string;
  outputs: OutputItem[];
  succeeded: boolean;
}

type ValueOf<P> = (producer: P, output: OutputItem) => string;

export function outputValues<P extends Producer>(step: P, valueOf: ValueOf<P>) {
  return step.outputs.map((output) => ({
    name: output.name,
    valueFrom: output.valueFrom,
    value: step.succeeded ? valueOf(step, output) : '',
  }));
}

/** Each input with the step it reads from (among `producers`) and the value it got there. */
export function inputValues<P extends Producer>(inputs: InputItem[], producers: P[], valueOf: ValueOf<P>) {
  return inputs.map((input) => {
    const source = producers.find((producer) =>
      producer.outputs.some((output) => output.name === input.from),
    );
    const output = source?.outputs.find((candidate) => candidate.name === input.from);
    return {
      from: input.from,
      fromStep: source?.name ?? '',
      parameterKey: input.parameterKey ?? '',
      value: source && output && source.succeeded ? valueOf(source, output) : '',
    };
  });
}
