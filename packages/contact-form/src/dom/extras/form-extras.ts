/**
 * Every CF7 form extra of SPEC §2.12 and §5 on one form, undone by one teardown. All but the
 * acceptance rule, which the first load sets up at mount (mount.ts), before this chunk is in.
 */
import { setupCharacterCounters } from './character-counter';
import { combineTeardowns, type Teardown } from './dom-events';
import { setupExclusiveCheckboxes } from './exclusive-checkboxes';
import { setupFreeTextOptions } from './free-text-options';
import { setupUrlSchemes } from './url-scheme';

export function setupFormExtras(form: HTMLFormElement): Teardown {
  return combineTeardowns([
    setupExclusiveCheckboxes(form),
    setupUrlSchemes(form),
    setupFreeTextOptions(form),
    setupCharacterCounters(form),
  ]);
}
