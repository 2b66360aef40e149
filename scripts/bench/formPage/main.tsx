import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { BENCH_FIELD_COUNT, benchFormFields } from '../formFields';
import { BenchForm } from './BenchForm';
import { createKeystrokeProbe } from './probe';

const { onRender, onChange, probe } = createKeystrokeProbe();
window.formBench = probe;
createRoot(document.getElementById('root') as HTMLElement).render(
  <Profiler id="form" onRender={onRender}>
    <BenchForm uiSchema={benchFormFields(BENCH_FIELD_COUNT)} onEmit={onChange} />
  </Profiler>,
);
