export { acceptanceSatisfied, setupAcceptance } from './acceptance';
export { applyCaptchaRefill } from './captcha-refill';
export { setupCharacterCounters } from './character-counter';
export { setupExclusiveCheckboxes } from './exclusive-checkboxes';
export { setupFormExtras } from './form-extras';
export { setupFreeTextOptions } from './free-text-options';
export { applyQuizRefill } from './quiz-refill';
export { setupUrlSchemes, withDefaultScheme } from './url-scheme';
