import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed, loadOnce } from './lazyNamed';

const pageModule = () => ({ Page: ({ name }: { name: string }) => <p>page of {name}</p> });

describe('lazyNamed', () => {
  it('draws a page whose module the start-up loaded at once, never its fallback', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return pageModule();
    };
    await loadOnce(load);
    const Page = lazyNamed(load, 'Page');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="hello-world" />
      </Suspense>,
    );
    expect(screen.getByText('page of hello-world')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('loads a page not loaded yet when drawn, behind its fallback, once for every caller', async () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      return pageModule();
    };
    const Page = lazyNamed(load, 'Page');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page name="a" />
        <Page name="b" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('page of b')).toBeInTheDocument();
    await loadOnce(load);
    expect(loads).toBe(1);
  });
});
