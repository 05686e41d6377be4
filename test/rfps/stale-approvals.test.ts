// An approved answer whose knowledge changed stops being reused until a person approves it again (new-user trial 17):
// its wording leaves the library when it is flagged stale, later drafts cite the document that replaced it, and
// approving it again clears the flag and brings the wording back.
import { describe, expect, it } from 'vitest';
import { seedAccount } from '../helpers/context';
import { makeCaller, sharedServer, TRANSPORTS } from '../helpers/server';
import { drain } from './fixtures';

const live = sharedServer();
const QUESTION = '# Operations\n\n1.1 How long are production database backups kept?\n';

describe.each(TRANSPORTS)('an approved answer whose document changed, over %s', (transport) => {
  it('leaves the library when flagged stale, is not quoted again, and comes back when approved again', async () => {
    const { call, close } = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    const v1 = await call('add_source', {
      name: 'Backup policy.md',
      text: '# Backup policy\n\nBackups of every production database are kept for 35 days.',
    });
    const first = await call('upload_rfp', { name: 'Contoso questionnaire.md', text: QUESTION });
    await drain(live.ctx);
    const rid = (await call('list_requirements', { id: first.body.rfp.id })).body.requirements[0].id as string;
    expect((await call('draft_requirement', { id: first.body.rfp.id, rid })).body.requirement.answer).toContain('35 days');
    await call('update_requirement', { id: first.body.rfp.id, rid, status: 'answered' });
    await drain(live.ctx);
    const approved = async () =>
      ((await call('search_library', { query: 'How long are production database backups kept?' })).body.results as any[]).filter(
        (r) => r.kind === 'answer',
      );
    expect(await approved()).toHaveLength(1);

    // a new policy under the same name (said so), the old one deleted
    const v2 = await call('add_source', {
      name: 'Backup policy.md',
      text: '# Backup policy\n\nBackups of every production database are kept for 90 days.',
    });
    expect(v2.body.warnings).toEqual([
      expect.stringContaining(`The library already holds a live source named "Backup policy.md" (${v1.body.source.id}, added `),
    ]);
    await call('delete_source', { id: v1.body.source.id });
    await drain(live.ctx);
    const flagged = (await call('list_requirements', { id: first.body.rfp.id })).body.requirements[0];
    expect(flagged).toMatchObject({ status: 'answered', stale: true });
    // named with its id and when it was added: a new version often comes under the same name
    expect(flagged.stale_reason).toMatch(
      new RegExp(
        `^A library document it cites was deleted: Backup policy\\.md \\(${v1.body.source.id}, added \\d{4}-\\d{2}-\\d{2}\\)$`,
      ),
    );
    expect(await approved()).toEqual([]);

    // the next buyer's same question is drafted from the new policy, not the withdrawn approval
    const second = await call('upload_rfp', { name: 'Fabrikam questionnaire.md', text: QUESTION });
    await drain(live.ctx);
    await call('draft_all_requirements', { id: second.body.rfp.id });
    await drain(live.ctx);
    const drafted = (await call('list_requirements', { id: second.body.rfp.id })).body.requirements[0];
    expect(drafted.answer).toContain('90 days');
    expect(drafted.answer).not.toContain('35 days');

    // approving it again (the person checked it) clears the flag and puts the wording back
    const again = await call('update_requirement', { id: first.body.rfp.id, rid, status: 'answered' });
    expect(again.body.requirement).toMatchObject({ status: 'answered', stale: false });
    await drain(live.ctx);
    expect(await approved()).toHaveLength(1);
    // a person's rewrite from the new version is cited from it, not listed as unverified against the old draft's
    // sources; a sentence nothing in the library states stays unverified
    const rewritten = await call('update_requirement', {
      id: first.body.rfp.id,
      rid,
      response: 'Backups of every production database are kept for 90 days.\n\nWe also keep a yearly copy forever.',
    });
    // (the person's line breaks stay where they were: the marker goes into the text as written, new-user trial 19)
    expect(rewritten.body.requirement).toMatchObject({
      response: 'Backups of every production database are kept for 90 days [2].\n\nWe also keep a yearly copy forever.',
      unverified_claims: ['We also keep a yearly copy forever.'],
    });
    expect(rewritten.body.requirement.sources[1]).toMatchObject({ citation: 2, source_id: v2.body.source.id });

    // one requirement read by its id, as the list shows it; another account's id is not found
    const one = await call('get_requirement', { id: first.body.rfp.id, rid });
    expect(one.body.requirement).toEqual((await call('list_requirements', { id: first.body.rfp.id })).body.requirements[0]);
    const other = await makeCaller(transport, live.url, seedAccount(live.ctx).secret);
    expect((await other.call('get_requirement', { id: first.body.rfp.id, rid })).status).toBe(404);
    await other.close();

    await close();
  });
});
