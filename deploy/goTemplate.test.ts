import { renderTemplate } from './goTemplate';

const scope = { Values: { name: 'web', on: true, off: false, empty: '', list: [], map: { a: 1, b: [2] } } };

describe('the chart’s Go template renderer', () => {
  it('prints values, and trims whitespace beside {{- and -}} as Go does', () => {
    expect(renderTemplate('name: {{ .Values.name }}', scope)).toBe('name: web');
    expect(renderTemplate('a:\n  {{- .Values.name }}\n', scope)).toBe('a:web\n');
    expect(renderTemplate('a {{ .Values.name -}}\n  b', scope)).toBe('a webb');
  });

  it('follows if/else with Go’s truth (empty strings, lists and false are false)', () => {
    const template = '{{ if .Values.X }}yes{{ else }}no{{ end }}';
    const decide = (key: string) => renderTemplate(template.replace('X', key), scope);
    expect(['on', 'off', 'empty', 'list', 'map', 'missing'].map(decide)).toEqual([
      'yes',
      'no',
      'no',
      'no',
      'yes',
      'no',
    ]);
    expect(renderTemplate('{{ if .Values.on }}{{ if .Values.off }}1{{ end }}2{{ end }}', scope)).toBe('2');
  });

  it('pipes through quote, default, toYaml and nindent', () => {
    expect(renderTemplate('{{ .Values.name | quote }}', scope)).toBe('"web"');
    expect(renderTemplate('{{ .Values.empty | default .Values.name }}', scope)).toBe('web');
    expect(renderTemplate('{{ .Values.on | default "x" }}', scope)).toBe('true');
    expect(renderTemplate('m:{{ toYaml .Values.map | nindent 2 }}', scope)).toBe('m:\n  a: 1\n  b:\n    - 2');
  });

  it('refuses what it does not implement, and a value that is not there', () => {
    expect(() => renderTemplate('{{ .Values.name | upper }}', scope)).toThrow(
      'unsupported template function "upper"',
    );
    expect(() => renderTemplate('{{ include "x" . }}', scope)).toThrow(
      'unsupported template function "include"',
    );
    expect(() => renderTemplate('{{ .Values.nope }}', scope)).toThrow('no value for {{ .Values.nope }}');
    expect(() => renderTemplate('{{ if .Values.on }}x', scope)).toThrow('is not closed');
    expect(() => renderTemplate('x{{ end }}', scope)).toThrow('without an {{ if }}');
  });
});
