// The buyer's names for itself and for us ("the State of Alaska", "the Offeror") are in nearly every requirement of its
// RFP and in none of the company's answers: the offline drafter weighs them little, so a taught fact answers a
// requirement written in the buyer's words. Through both adapters, with an RFP written in our own words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partyWords } from '../../src/rfps/party-words';
import { makeTestContext, seedAccount, type TestContext } from '../helpers/context';
import { makeCaller, startTestServer, TRANSPORTS } from '../helpers/server';
import { find, setUp } from './fixtures';

/** A buyer that names itself and the bidder in most requirements. */
const RFP = `# Request for proposals: case management system

## 3. Technical requirements

3.1 The Offeror must integrate the system with the State of Kenai Entra ID for single sign-on.

3.2 The Offeror shall host all State of Kenai data in the United States.

3.3 The Offeror must provide a named account manager to the State.

3.4 Describe how the Offeror will train State of Kenai staff.

3.5 The Offeror shall keep audit logs of every change for the State.

3.6 State the Offeror's uptime commitment for the system.

3.7 The Offeror must support exports of case records in CSV format.

3.8 Describe the Offeror's approach to accessibility for State employees.

3.9 The Offeror shall notify the State of Kenai of any security incident.
`;

let ctx: TestContext;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  ctx = makeTestContext();
  server = await startTestServer(ctx);
});
afterAll(async () => {
  await server.close();
});

describe('the words an RFP names its parties by', () => {
  it('are its party nouns written as names and the names joined to them, in many of its requirements, not a short one’s', () => {
    const texts = RFP.split('\n').filter((l) => /^3\.\d/.test(l));
    expect([...partyWords('rfp-a', () => texts)].sort()).toEqual(['kenai', 'offeror', 'state']);
    // a sentence's first word is no name ("State the Offeror's uptime…"), content in title case is no party ("Entra ID",
    // "Information Security Standards"), and a short RFP says nothing
    expect(partyWords('rfp-b', () => texts.slice(0, 4)).size).toBe(0);
  });
});

describe.each(TRANSPORTS)('drafting a requirement written in the buyer’s words over %s', (transport) => {
  it('answers it from a fact in the company’s words, and still declines what the fact does not say', async () => {
    const { call, close } = await makeCaller(transport, server.url, seedAccount(ctx).secret);
    const taught = await call('teach_fact', { message: 'We support single sign-on with Microsoft Entra ID.' });
    expect(taught.status).toBe(200);
    const { rfpId, requirements } = await setUp(ctx, call, RFP);
    const sso = find(requirements, 'Entra ID');
    const drafted = await call('draft_requirement', { id: rfpId, rid: sso.id });
    expect(drafted.status).toBe(200);
    expect(drafted.body.requirement).toMatchObject({ status: 'drafted', answer: expect.stringContaining('Entra ID') });
    expect(drafted.body.requirement.sources[0]).toMatchObject({ kind: 'fact' });
    const hosting = find(requirements, 'United States');
    const declined = await call('draft_requirement', { id: rfpId, rid: hosting.id });
    expect(declined.body.requirement).toMatchObject({ status: 'open', needs_input: expect.stringMatching(/\?$/) });
    await close();
  });
});
