// The imports remote's tests answer declared endpoints with shared-kit's fake, as every remote's do.
export { fakeApi, reply, Reply, signInForTests, type Call } from '@pimento/shared-kit/testing/fake-endpoints';
