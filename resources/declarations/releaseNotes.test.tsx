import { businessError } from '@dataProvider/apiError';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderKit } from '@src/test/renderKit';
import { screen, waitFor, within } from '@testing-library/react';
import type { CreateParams, UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { DeclaredList } from '@src/common/kit/declared/DeclaredList';
import releaseNotesFile from './releaseNotes.json';

// The release notes give their form as a JSON schema (resources/declarations/releaseNotes.json).
const releaseNotes = releaseNotesFile as ResourceDeclaration;
const spring = { id: '1.2.0', version: '1.2.0', title: 'Spring', notes: 'First', updateTime: '' };

function notesProvider() {
  const provider = listDataProvider('releaseNotes', [spring]);
  const create = vi.fn(
    delayed((_resource: string, { data }: CreateParams) => {
      if (data.title === 'Taken')
        throw businessError(400, { BusinessCode: 10001, Message: 'title is taken' });
      return { data: { ...data, id: data.version } };
    }),
  );
  const update = vi.fn(
    delayed((_resource: string, { data }: UpdateParams) => ({ data: { ...spring, ...data } })),
  );
  return Object.assign(provider, { create, update });
}

const renderNotes = (hash: string) => {
  const dataProvider = notesProvider();
  const view = renderKit(<DeclaredList declaration={releaseNotes} />, {
    resource: 'releaseNotes',
    path: `/releaseNotes${hash}`,
    dataProvider,
  });
  return { ...view, dataProvider };
};

beforeEach(signIn);

describe('a declared JSON schema form', () => {
  it('shows the Chinese labels, refuses a missing field and a bad pattern before sending, then sends the typed values', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user, dataProvider } = renderNotes('#create');
    const drawer = await screen.findByRole('dialog', { name: '新建发布说明' });
    const version = await within(drawer).findByRole('textbox', { name: '版本' });
    expect(within(drawer).getByRole('textbox', { name: '说明' })).toBeInTheDocument();
    expect(within(drawer).getByText('如 1.2.0 这样的版本号')).toBeInTheDocument();

    await user.type(within(drawer).getByRole('textbox', { name: '标题' }), '秋季发布');
    await user.click(within(drawer).getByRole('button', { name: '创建' }));
    expect(await within(drawer).findByText('此项为必填项。')).toBeInTheDocument();
    expect(within(drawer).getByText('请检查上面的字段。')).toBeInTheDocument();

    await user.type(version, '2.0');
    await user.click(within(drawer).getByRole('button', { name: '创建' }));
    expect(await within(drawer).findByText('请输入符合规范的值。^\\d+\\.\\d+\\.\\d+$')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
    await user.type(version, '.0');
    await waitFor(() => expect(within(drawer).queryByText('请检查上面的字段。')).not.toBeInTheDocument());

    await user.click(within(drawer).getByRole('button', { name: '创建' }));
    expect(await screen.findByText('发布说明已创建')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'releaseNotes',
      expect.objectContaining({ data: expect.objectContaining({ version: '2.0.0', title: '秋季发布' }) }),
    );
  });

  it('fixes the immutable version when editing and sends the changed title', async () => {
    const { user, dataProvider } = renderNotes('#edit/1.2.0');
    const drawer = await screen.findByRole('dialog', { name: 'Edit Release Note' });
    expect(await within(drawer).findByRole('textbox', { name: 'Version' })).toBeDisabled();
    const title = within(drawer).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Spring');
    await user.clear(title);
    await user.type(title, 'Summer');
    await user.click(within(drawer).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Release note updated')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'releaseNotes',
      expect.objectContaining({
        data: expect.objectContaining({ version: '1.2.0', title: 'Summer', notes: 'First' }),
      }),
    );
  });
});
