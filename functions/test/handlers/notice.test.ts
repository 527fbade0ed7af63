import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, invoke, loginAs } from '../helpers';
import { createTestUser, expectError } from './support';
import { listOperLogsOfMonth } from '../../src/data/access/logs';
import { sanitizeNoticeHtml } from '../../src/domain/notice/sanitize-notice-html';

const total = async (token: string) => (await invoke('NoticePage', { token, query: { limit: '50' } })).json.data.total as number;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('notices', () => {
  let token: string;
  let plainToken: string;
  let opsToken: string;
  beforeAll(async () => {
    token = await adminToken();
    await createTestUser({ username: 'noticeplain', password: 'Plain#2026pw', roleIds: [7] });
    await createTestUser({ username: 'noticeops', password: 'Plain#2026pw', roleIds: [2] });
    plainToken = await loginAs('noticeplain', 'Plain#2026pw');
    opsToken = await loginAs('noticeops', 'Plain#2026pw');
  });

  it('adds, reads, updates and deletes a notice, logging each change', async () => {
    const add = await invoke('NoticeAdd', { token, body: { noticeTitle: 'Maintenance window', noticeType: '1', noticeContent: '<p>Sunday <b>02:00</b></p>' } });
    expect(add.status, JSON.stringify(add.json)).toBe(200);
    const id = add.json.data.noticeId as number;
    const info = await invoke('NoticeInfo', { token, query: { noticeId: String(id) } });
    expect(info.json.data).toMatchObject({ noticeTitle: 'Maintenance window', noticeType: '1', status: '0', createBy: 'admin', noticeContent: '<p>Sunday <b>02:00</b></p>' });
    const page = await invoke('NoticePage', { token, query: { noticeTitle: 'maintenance' } });
    expect(page.json.data.rows).toHaveLength(1);
    expect(page.json.data.rows[0]).not.toHaveProperty('noticeContent');

    const upd = await invoke('NoticeUpdate', { token, body: { ...info.json.data, noticeType: '2', noticeContent: '<p>Moved to Monday</p>' } });
    expect(upd.status).toBe(200);
    expect((await invoke('NoticeInfo', { token, query: { noticeId: String(id) } })).json.data).toMatchObject({ noticeType: '2', noticeContent: '<p>Moved to Monday</p>' });

    expect((await invoke('NoticeDelete', { token, query: { ids: String(id) } })).status).toBe(200);
    expectError(await invoke('NoticeInfo', { token, query: { noticeId: String(id) } }), 404, 'notice.notFound');
    const logs = await listOperLogsOfMonth(new Date().toISOString().slice(0, 7));
    expect(logs.filter((l) => l.title === 'notice').map((l) => l.businessType)).toEqual(expect.arrayContaining(['add', 'update', 'delete']));
  });

  it('sanitizes the content: scripts, handlers, styles and javascript: URLs are removed; safe formatting stays', async () => {
    const dirty = [
      '<p style="color:red" onclick="alert(1)">Hello <script>alert("x")</script><strong>world</strong></p>',
      '<img src="x" onerror="alert(1)">',
      '<img src="https://cdn.example.com/a.png" onerror="alert(2)" alt="map">',
      `<img src="${PNG}">`,
      '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
      '<a href="javascript:alert(1)">bad</a>',
      '<a href="JaVaScRiPt:alert(1)">bad2</a>',
      '<a href="https://example.com/doc" onmouseover="x()">doc</a>',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<ul><li>one</li></ul>',
    ].join('');
    const add = await invoke('NoticeAdd', { token, body: { noticeTitle: 'Sanitize me', noticeType: '2', noticeContent: dirty } });
    expect(add.status).toBe(200);
    const stored = (await invoke('NoticeInfo', { token, query: { noticeId: String(add.json.data.noticeId) } })).json.data.noticeContent as string;
    expect(stored).not.toMatch(/<script|alert\("x"\)|onerror|onclick|onmouseover|javascript:|style|iframe|svg\+xml|display:none/i);
    expect(stored).toContain('<p>Hello <strong>world</strong></p>');
    expect(stored).toContain('<img src="https://cdn.example.com/a.png" alt="map" />');
    expect(stored).toContain(`<img src="${PNG}" />`);
    expect(stored).toContain('<a href="https://example.com/doc" target="_blank" rel="noopener noreferrer nofollow">doc</a>');
    expect(stored).toContain('<ul><li>one</li></ul>');
    // the unsafe links keep their text but lose the URL
    expect(stored).toMatch(/<a[^>]*>bad<\/a>/);
    expect(stored).not.toMatch(/<a href="[^"]*"[^>]*>bad/);
    // an image without a safe source is dropped
    expect(stored).not.toContain('src="x"');

    // update sanitizes too
    const upd = await invoke('NoticeUpdate', { token, body: { ...add.json.data, noticeContent: '<p>ok</p><script>steal()</script>' } });
    expect(upd.json.data.noticeContent).toBe('<p>ok</p>');
    expect(sanitizeNoticeHtml('<svg onload="x()"><circle/></svg>text')).toBe('text');
  });

  it('shows the enabled notices, newest first and bounded, to any logged-in user', async () => {
    const ids: number[] = [];
    for (const title of ['First', 'Second', 'Third']) {
      ids.push((await invoke('NoticeAdd', { token, body: { noticeTitle: `Pub ${title}`, noticeType: '1', noticeContent: `<p>${title}</p>` } })).json.data.noticeId);
    }
    const closed = await invoke('NoticeAdd', { token, body: { noticeTitle: 'Pub Closed', noticeType: '1', status: '1' } });
    const pub = await invoke('NoticePublished', { token: plainToken, query: { limit: '20' } });
    expect(pub.status).toBe(200);
    const titles = pub.json.data.map((n: { noticeTitle: string }) => n.noticeTitle).filter((t: string) => t.startsWith('Pub '));
    expect(titles).toEqual(['Pub Third', 'Pub Second', 'Pub First']);
    expect(pub.json.data[0].noticeContent).toBe('<p>Third</p>');
    const two = await invoke('NoticePublished', { token: plainToken, query: { limit: '2' } });
    expect(two.json.data).toHaveLength(2);
    expect((await invoke('NoticePublished', { token: plainToken, query: { limit: '500' } })).status).toBe(400);

    // closing a notice takes it out; reopening brings it back
    const third = (await invoke('NoticeInfo', { token, query: { noticeId: String(ids[2]) } })).json.data;
    await invoke('NoticeUpdate', { token, body: { ...third, status: '1' } });
    const after = await invoke('NoticePublished', { token: plainToken });
    expect(after.json.data.map((n: { noticeId: number }) => n.noticeId)).not.toContain(ids[2]);
    expect(after.json.data.map((n: { noticeId: number }) => n.noticeId)).not.toContain(closed.json.data.noticeId);
    expect((await invoke('NoticePublished')).status).toBe(401);
  });

  it('validates the title (required, at most 50) and the type', async () => {
    const before = await total(token);
    const long = await invoke('NoticeAdd', { token, body: { noticeTitle: 'x'.repeat(51), noticeType: '1' } });
    expect(long.status).toBe(400);
    expect(long.json.fields.map((f: { path: string }) => f.path)).toContain('noticeTitle');
    expect((await invoke('NoticeAdd', { token, body: { noticeTitle: 'ok', noticeType: '3' } })).status).toBe(400);
    expect(await total(token)).toBe(before);
  });

  it('deletes all or nothing: a missing id deletes none', async () => {
    const n = await invoke('NoticeAdd', { token, body: { noticeTitle: 'Keep me', noticeType: '1' } });
    expectError(await invoke('NoticeDelete', { token, query: { ids: `${n.json.data.noticeId},999999` } }), 404, 'notice.notFound');
    expect((await invoke('NoticeInfo', { token, query: { noticeId: String(n.json.data.noticeId) } })).status).toBe(200);
  });

  it('needs the permission: a plain user gets 403 and changes nothing; the operations administrator passes', async () => {
    const before = await total(token);
    expectError(await invoke('NoticePage', { token: plainToken }), 403, 'common.forbidden');
    expectError(await invoke('NoticeAdd', { token: plainToken, body: { noticeTitle: 'Nope', noticeType: '1' } }), 403, 'common.forbidden');
    expectError(await invoke('NoticeDelete', { token: plainToken, query: { ids: '1' } }), 403, 'common.forbidden');
    expect(await total(token)).toBe(before);
    expect((await invoke('NoticeAdd', { token: opsToken, body: { noticeTitle: 'By ops', noticeType: '2' } })).status).toBe(200);
  });
});
