import { drivers, startTestApp } from '../../../test/harness.ts';
import type { TestApp } from '../../../test/harness.ts';

describe.each(drivers)('listing columns per user on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
  });
  afterAll(() => testApp.close());

  it("saves each user's product and model columns, read back by them only", async () => {
    await testApp.createCompany('Columns Co', { username: 'columns_one' });
    await testApp.createCompany('Columns Two', { username: 'columns_two' });
    const one = testApp.client();
    await one.login('columns_one');
    const two = testApp.client();
    await two.login('columns_two');
    const defaults = (await two.get('/api/catalogue/user/product-columns/')).json();
    expect((await one.post('/api/catalogue/user/product-columns/', ['sku', 'attribute:12', 'status'])).json()).toEqual(['sku', 'attribute:12', 'status']);
    expect((await one.post('/api/catalogue/user/model-columns/', ['reference', 'name'])).json()).toEqual(['reference', 'name']);
    expect((await one.get('/api/catalogue/user/product-columns/')).json()).toEqual(['sku', 'attribute:12', 'status']);
    expect((await one.get('/api/catalogue/user/model-columns/')).json()).toEqual(['reference', 'name']);
    expect((await two.get('/api/catalogue/user/product-columns/')).json()).toEqual(defaults);
    expect((await one.post('/api/catalogue/user/product-columns/', 'sku')).statusCode).toBe(400);
  });
});
