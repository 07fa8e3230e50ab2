import type { Db } from '../db/client.ts';
import { addWords, listWords, removeWords } from '../modules/publishing/sensitive-words.ts';

export const WORDS_USAGE = `  words list                      the sensitive-word list (publish diagnosis type 3)
  words add WORD [WORD ...]       add words (matching ignores case)
  words remove WORD [WORD ...]    remove words`;

/** `npm run admin -- words list|add|remove …`: the sensitive-word list has no screen. */
export async function runWordsCommand(db: Db, args: readonly string[]): Promise<void> {
  const [action, ...words] = args;
  if (action === 'list') {
    const list = await listWords(db);
    for (const word of list) console.log(word);
    console.log(`${list.length} words`);
    return;
  }
  if (action !== 'add' && action !== 'remove')
    throw new Error(`words needs list, add or remove\n\n${WORDS_USAGE}`);
  if (words.length === 0) throw new Error(`words ${action} needs at least one word`);
  if (action === 'add') {
    const added = await addWords(db, words);
    console.log(added.length > 0 ? `Added: ${added.join(', ')}` : 'Nothing new: every word was on the list');
  } else {
    const removed = await removeWords(db, words);
    console.log(
      removed.length > 0 ? `Removed: ${removed.join(', ')}` : 'None of these words was on the list',
    );
  }
}
