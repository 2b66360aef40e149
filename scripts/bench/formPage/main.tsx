import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { BENCH_FIELD_COUNT, benchFormFields } from '../formFields';
import { BenchForm } from './BenchForm';
import { createKeystrokeProbe } from './probe';

// `?fields=1` draws the same form with one field: the floor the full form is compared with.
const fieldCount = Number(new URLSearchParams(location.search).get('fields') ?? BENCH_FIELD_COUNT);
const { onRender, onChange, probe } = createKeystrokeProbe();
window.formBench = probe;
createRoot(document.getElementById('root') as HTMLElement).render(
  <Profiler id="form" onRender={onRender}>
    <BenchForm uiSchema={benchFormFields(fieldCount)} onEmit={onChange} />
  </Profiler>,
);
