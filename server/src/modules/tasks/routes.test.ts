import { jest } from '@jest/globals';
import { startTestApp, drivers } from '../../../test/harness.ts';
import type { TestApp, TestClient } from '../../../test/harness.ts';
import { createJobQueue } from '../../jobs/enqueue.ts';

// real databases and processes: the default 5 s is too short on a shared 2-core machine
jest.setTimeout(60_000);

describe.each(drivers)('/api/tasks/ on %s', (driver) => {
  let testApp: TestApp;
  let alice: TestClient, bruno: TestClient;
  let aliceOwner: { companyId: string; userId: string };
  let colleagueOwner: { companyId: string; userId: string };
  let brunoOwner: { companyId: string; userId: string };

  beforeAll(async () => {
    testApp = await startTestApp(driver);
    const first = await testApp.createCompany('Tasks First', { username: `alice_${driver}` });
    const second = await testApp.createCompany('Tasks Second', { username: `bruno_${driver}` });
    aliceOwner = { companyId: first.company.id, userId: first.administrator.id };
    brunoOwner = { companyId: second.company.id, userId: second.administrator.id };
    const [colleague] = await testApp.db.query<{ id: string }>(
      "INSERT INTO users (company_id, username, email) VALUES ($1, $2, 'colleague@example.com') RETURNING id",
      [first.company.id, `colleague_${driver}`],
    );
    colleagueOwner = { companyId: first.company.id, userId: colleague!.id };
    alice = testApp.client();
    bruno = testApp.client();
    await alice.login(`alice_${driver}`);
    await bruno.login(`bruno_${driver}`);
  });
  afterAll(() => testApp.close());

  // a type no worker knows: the task stays where the test puts it
  const enqueue = (owner: { companyId: string; userId: string }) =>
    createJobQueue(testApp.db).enqueueJob({ type: 'test.never_runs', ...owner });

  it('needs a session', async () => {
    const response = await testApp.client().get('/api/tasks/');
    expect(response.statusCode).toBe(401);
  });

  it("lists the user's own tasks only, newest first", async () => {
    const older = await enqueue(aliceOwner);
    const newer = await enqueue(aliceOwner);
    await enqueue(colleagueOwner);
    await enqueue(brunoOwner);
    // Both in the same instant, as two enqueued within one clock tick are: written order decides.
    await testApp.db.query("UPDATE tasks SET created_at = timestamptz '2026-11-25 10:00:00+00' WHERE user_id = $1", [aliceOwner.userId]);
    const response = await alice.get('/api/tasks/');
    expect(response.statusCode).toBe(200);
    const { results } = response.json() as { results: Array<{ id: string; status: string }> };
    expect(results.map((task) => task.id)).toEqual([newer.taskId, older.taskId]);
    expect(results[0]).toMatchObject({ status: 'waiting', type: 'test.never_runs', percent: 0, errors: [], error: null });
    const filtered = await alice.get('/api/tasks/?status=done,error');
    expect(filtered.json()).toEqual({ results: [] });
    const waiting = await alice.get('/api/tasks/?status=waiting,paused&limit=1');
    expect(waiting.json().results.map((task: { id: string }) => task.id)).toEqual([newer.taskId]);
    expect((await alice.get('/api/tasks/?status=sleeping')).statusCode).toBe(400);
  });

  it('pauses, relaunches and cancels; refuses an illegal move with 409', async () => {
    const { taskId } = await enqueue(aliceOwner);
    const paused = await alice.post(`/api/tasks/${taskId}/pause/`);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({ id: taskId, status: 'paused' });

    const pausedAgain = await alice.post(`/api/tasks/${taskId}/pause/`);
    expect(pausedAgain.statusCode).toBe(409);
    expect(pausedAgain.json()).toMatchObject({ code: 'task.invalid_transition' });

    expect((await alice.post(`/api/tasks/${taskId}/relaunch/`)).json()).toMatchObject({ status: 'waiting' });
    expect((await alice.post(`/api/tasks/${taskId}/cancel/`)).json()).toMatchObject({ status: 'cancel' });
    expect((await alice.post(`/api/tasks/${taskId}/pause/`)).statusCode).toBe(409);
    expect((await alice.post(`/api/tasks/${taskId}/relaunch/`)).json()).toMatchObject({ status: 'waiting' });
    const [job] = await testApp.db.query<{ state: string }>('SELECT state FROM jobs WHERE task_id = $1', [taskId]);
    expect(job!.state).toBe('queued');
  });

  it("answers 404 for another company's task, a colleague's task and a malformed id, and changes nothing", async () => {
    const brunosTask = await enqueue(brunoOwner);
    const colleaguesTask = await enqueue(colleagueOwner);
    for (const url of [
      `/api/tasks/${brunosTask.taskId}/cancel/`,
      `/api/tasks/${colleaguesTask.taskId}/pause/`,
      '/api/tasks/not-a-uuid/relaunch/',
    ]) {
      const response = await alice.post(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'task.not_found' });
    }
    const statuses = await testApp.db.query<{ status: string }>('SELECT status FROM tasks WHERE id IN ($1, $2)', [
      brunosTask.taskId,
      colleaguesTask.taskId,
    ]);
    expect(statuses).toEqual([{ status: 'waiting' }, { status: 'waiting' }]);
    expect((await bruno.get('/api/tasks/')).json().results.map((task: { id: string }) => task.id)).toContain(brunosTask.taskId);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const response = await testApp.client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/tasks/', '/api/tasks/{id}/{action}/', '/api/notifications/', '/api/notifications/{id}/visit/']));
  });

  it('refuses an unknown action and a POST without the CSRF header', async () => {
    const { taskId } = await enqueue(aliceOwner);
    expect((await alice.post(`/api/tasks/${taskId}/explode/`)).statusCode).toBe(400);
    const withoutCsrf = await alice.request('POST', `/api/tasks/${taskId}/cancel/`, { body: {}, withoutCsrf: true });
    expect(withoutCsrf.statusCode).toBe(403);
  });
});
