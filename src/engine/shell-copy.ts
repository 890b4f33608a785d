// The shell's words (flows/shell.json `copy`): the error modal, the network
// messages, the offline notice, the chat button, 'Cargando', '(opcional)'. They
// ship with the entry script in the flow index, since the shell shows them on
// any screen, the first included, before any flow file has loaded.
import type shell from '../../flows/shell.json';
import { flowIndex } from '../generated/flow-index';
import { type CopyContext, resolveCopy } from './copy';

/** The keys the shell's code reads: a key removed from the JSON is a type error here, not an empty text. */
export type ShellKey = keyof typeof shell.copy;

/** A shell text by its key, its placeholders filled from `ctx`. */
export function shellText(key: ShellKey, ctx: CopyContext = {}): string {
  return resolveCopy(flowIndex.copy[key] ?? '', ctx);
}
