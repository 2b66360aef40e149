import CircularProgress from '@mui/material/CircularProgress';
import { screen } from '@testing-library/react';
import { Form, SelectInput } from 'react-admin';
import { renderKit } from '../test/renderKit';
import { NamedProgress } from './NamedProgress';

describe('NamedProgress', () => {
  it("names the spinner of react-admin's select while its choices are on the way", async () => {
    renderKit(
      <NamedProgress>
        <Form>
          <SelectInput source="env" choices={[]} isPending />
        </Form>
      </NamedProgress>,
    );
    // react-admin draws the spinner once the choices have been awaited for a second.
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it("names it in the user's language and leaves a spinner's own name alone", async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderKit(
      <NamedProgress>
        <CircularProgress />
        <CircularProgress aria-label="Deploying" />
      </NamedProgress>,
    );
    expect(await screen.findByRole('progressbar', { name: '加载中…' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Deploying' })).toBeInTheDocument();
  });
});
