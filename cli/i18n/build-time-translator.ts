// The templates' lookup by English text (templates/messages.ts), for the
// messages the build writes into pages itself (the blog's, the docs' tags):
// each catalogue message in the locale's words.
import { messageOf, type Translations } from './translations.js';
import { MESSAGES, type MessageKey } from './messages.js';
import { translator, type Translate } from '../../templates/messages.js';

export function buildTimeTranslator(translations: Translations): Translate {
  const messages: Record<string, string> = {};
  for (const key of Object.keys(MESSAGES) as MessageKey[]) messages[MESSAGES[key].message] = messageOf(translations, key);
  return translator({ messages });
}
