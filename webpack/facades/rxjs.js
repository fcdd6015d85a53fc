// The suite's shared `rxjs` (webpack/facades.js): what shared-kit's bus uses.
export { BehaviorSubject, Observable, Subject, filter, map } from '@pimento-original/rxjs';
