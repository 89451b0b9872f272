// @talat/compare: the front end of TH Product Compare (issue 14).
export { compareConfigSpec, COMPARE_ACTIONS, type CompareConfig } from './config';
export { compareMessages, type CompareTranslate } from './messages';
export { COMPARE_CONSTANTS } from './controller/constants';
export {
  createCompareController,
  EMPTY_COMPARE_STATE,
  isEmptyList,
  type CompareAction,
  type CompareController,
  type CompareControllerOptions,
  type CompareState,
} from './controller/compare-controller';
export { createCompareSearch, type CompareSearch } from './controller/search-controller';
export { ADDED_CLASS, COMPARE_BUTTON, COMPARE_CHECKBOX, COMPARE_ICON, markBusy, productIdOf, upgradeButtons } from './dom/controls';
export { applyMarks, footerIdsIn, showCount, tableIdsIn } from './dom/compare-marks';
export { startCompareSession, type CompareSession, type CompareSessionOptions } from './session';
export { mountCompare, compareWidget, type MountCompareOptions } from './mount';
