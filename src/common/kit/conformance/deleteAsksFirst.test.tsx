/**
 * Delete asks first, checked once over every list screen whose rows have a delete action: the question
 * opens, Cancel deletes nothing, only Confirm asks the server, and
 * the screen's success text follows. A screen joins by giving its row of
 * src/test/conformanceScreens.tsx a `remove`.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { features } from '@src/features';
import { drawScreen, listScreens, words } from '@src/test/conformanceScreens';
import type { ListScreen } from '@src/test/conformanceScreens';

/** The success text: the row's catalog key, else its declaration's words. */
function doneText(row: ListScreen) {
  if (row.remove?.doneKey) return words(row.remove.doneKey);
  const declared = features.find((feature) => feature.resource?.name === row.resource)?.declaration;
  const texts = declared?.texts;
  return texts && 'deleted' in texts ? texts.deleted.en : '';
}

beforeEach(signIn);

describe.each(listScreens.filter((row) => row.remove))('deleting a row of $resource at $path', (row) => {
  it('asks first, deletes nothing on Cancel, deletes that row on Confirm and says so', async () => {
    const { labelKey, questionKey = 'vela.kit.confirm.delete' } = row.remove ?? { labelKey: '' };
    const { user, deletes } = drawScreen(row, ['row-00']);
    const button = await screen.findByRole('button', { name: `${words(labelKey)} row-00` });

    await user.click(button);
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(words(questionKey, { name: 'row-00' }));
    await user.click(within(question).getByRole('button', { name: words('ra.action.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await allAnswersShown();
    expect(deletes).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: words('ra.action.confirm') }),
    );
    await waitFor(() => expect(deletes).toHaveBeenCalledTimes(1));
    expect(JSON.stringify(deletes.mock.calls[0])).toContain('row-00');
    expect(await screen.findByText(doneText(row))).toBeInTheDocument();
  });
});
