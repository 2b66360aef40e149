/** English strings of the code views, shown under `vela.code.*`; messages.zh.ts has the same shape. */
export const en = {
  copy: 'Copy %{name}',
  copied: 'Copy successfully',
};
