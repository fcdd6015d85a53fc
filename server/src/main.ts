import { sample } from '@pimento/shared-kit/contracts/sample';
console.log(sample.parse({ a: process.version }));
