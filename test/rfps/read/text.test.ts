// RFPs sent as Markdown or plain text: headings, numbered items with their numbers, bullets completing the item
// that introduces them, pipe-table rows, and the line each requirement starts on.
import { describe, expect, it } from 'vitest';
import { readRfp } from '../../../src/rfps/read/index';
import { isTocLine } from '../../../src/rfps/read/rules';

const md = [
  '# Request for Proposals: Library Booking System', // 1
  '', // 2
  '## Sec. 2.01 Background', // 3
  '', // 4
  'The Library serves twelve branches and we plan to replace the booking desk.', // 5
  '', // 6
  '## Sec. 3.01 Requirements', // 7
  '', // 8
  '1. The contractor shall migrate all existing bookings', // 9
  '   without loss of history.', // 10
  '2. The solution must support:', // 11
  '   - booking by phone', // 12
  '   - booking online', // 13
  '3. Describe your \\(optional\\) training offer.', // 14
  '', // 15
  '| ID | Requirement |', // 16
  '|---|---|', // 17
  '| R-9 | The vendor will host the system in the United States. |', // 18
  '', // 19
  '**Submission Instructions**', // 20
  '', // 21
  'Proposals must be received by the closing date.', // 22
].join('\n');

describe('reading a Markdown RFP', () => {
  it('keeps numbers, joins wrapped lines and list bullets, reads table rows and leaves out the buyer', async () => {
    const { requirements } = await readRfp(Buffer.from(md), 'markdown', { name: 'booking.md' });
    expect(requirements.map((r) => [r.ref, r.section, r.text, r.where])).toEqual([
      ['1', 'Sec. 3.01 Requirements', 'The contractor shall migrate all existing bookings without loss of history.', 'line 9'],
      ['2', 'Sec. 3.01 Requirements', 'The solution must support: booking by phone booking online', 'line 11'],
      ['3', 'Sec. 3.01 Requirements', 'Describe your (optional) training offer.', 'line 14'],
      ['R-9', 'Sec. 3.01 Requirements', 'The vendor will host the system in the United States.', 'line 18'],
    ]);
  });

  it('reads plain text the same way and says when nothing is asked', async () => {
    const { requirements, notes } = await readRfp(Buffer.from('Thank you for your interest.\n\nWe look forward to it.'), 'text');
    expect(requirements).toEqual([]);
    expect(notes.at(-1)).toMatch(/No requirements were found/);
  });

  it('reads a pricing form: numbered fields ending in a colon, a run-in title before an instruction, Spanish obligations', async () => {
    const form = [
      '# Commercial form',
      '',
      '1. Contract start date:',
      '2. Availability SLA (%):',
      '3. Accepted payment methods (card, transfer):',
      '4. Pricing form: enter the annual licence fee for each year.',
      '5. El oferente deberá indicar el plazo de entrega.',
      '6. The contracts will cover the following categories:',
      '7. Project Management Approach:',
      '8. Describe the support offering: hours, response times and tiers.',
      '9. La entidad deberá aprobar cada entrega.',
      // how and when to submit, in Spanish: mechanics, not a requirement
      '10. Las ofertas deberán presentarse a través del portal de compras antes de la fecha de cierre.',
    ].join('\n');
    const { requirements } = await readRfp(Buffer.from(form), 'markdown');
    expect(requirements.map((r) => [r.ref, r.text])).toEqual([
      ['1', 'Contract start date:'],
      ['2', 'Availability SLA (%):'],
      ['3', 'Accepted payment methods (card, transfer):'],
      ['4', 'Pricing form: enter the annual licence fee for each year.'],
      ['5', 'El oferente deberá indicar el plazo de entrega.'],
      ['8', 'Describe the support offering: hours, response times and tiers.'],
    ]);
  });

  it('reads items numbered past 999 as items of their own, not as more of item 999', async () => {
    const items = Array.from({ length: 6 }, (_, i) => `${997 + i}. Do you keep audit logs for region ${997 + i}?`);
    const { requirements } = await readRfp(Buffer.from(`# Regions\n\n${items.join('\n')}\n`), 'markdown');
    expect(requirements.map((r) => r.ref)).toEqual(['997', '998', '999', '1000', '1001', '1002']);
    expect(requirements[3]?.text).toBe('Do you keep audit logs for region 1000?');
  });

  it('reads labelled questions on consecutive lines as one each ("1.2", "Q3.", "SEC-07"), and a wrapped number as text', async () => {
    const text = [
      '## 1. Hosting',
      '1.1 Do you host customer data in the European Union? Name the regions.',
      '1.2 How long do you keep daily snapshots?',
      'Q3. Do you publish an uptime report?',
      'SEC-07 Do you rotate encryption keys every year?',
      'R12: Describe how a customer exports its records.',
      '',
      'Describe how you would scale for the learners our platform serves, currently',
      '2.5 million of them.',
    ].join('\n');
    for (const kind of ['markdown', 'text'] as const) {
      const { requirements } = await readRfp(Buffer.from(text), kind);
      expect(requirements.map((r) => [r.ref, r.text])).toEqual([
        ['1.1', 'Do you host customer data in the European Union? Name the regions.'],
        ['1.2', 'How long do you keep daily snapshots?'],
        ['Q3', 'Do you publish an uptime report?'],
        ['SEC-07', 'Do you rotate encryption keys every year?'],
        ['R12', 'Describe how a customer exports its records.'],
        ['', 'Describe how you would scale for the learners our platform serves, currently 2.5 million of them.'],
      ]);
    }
  });

  it("leaves out the tender's own procedure (late bids, protests, award) up to the next heading, whatever its level", async () => {
    const rfp = [
      '# Request for proposals',
      '### 4. Late bids',
      'Offerors must deliver bids before the closing time; late bids shall be returned unopened.',
      '### 5. Protests',
      'An offeror must file a protest within ten days of the notice of award.',
      '## 6. Insurance',
      'The contractor shall carry cyber liability insurance of at least $5 million.',
    ].join('\n\n');
    const { requirements, notes } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => r.text)).toEqual([
      'The contractor shall carry cyber liability insurance of at least $5 million.',
    ]);
    expect(notes[0]).toMatch(/^2 statements under instructions, evaluation or tender-procedure sections/);
  });

  it('reads "Name the project manager…" as a request, and an instruction on how to answer the document as none', async () => {
    const rfp = [
      '# 4. Team',
      'Vendors must answer every requirement below in order.',
      '4.1 State your insurance limits.',
      '4.2 Name the project manager who will lead the implementation.',
      '4.3 Name your subcontractors.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => r.ref)).toEqual(['4.1', '4.2', '4.3']);
    expect(requirements.map((r) => r.text)).not.toContain('Vendors must answer every requirement below in order.');
  });

  it('leaves out how the tender runs: where and when bids go, how they are scored, who is invited next', async () => {
    const rfp = [
      '# 2. Your bid',
      '2.1 Proposals must be uploaded to the eProcurement portal by noon on 3 May. Late proposals will not be accepted.',
      '2.2 Questions about this tender must be submitted in writing to the buyer by 20 April.',
      '2.3 The Bidder shall hold employer liability insurance of at least £5 million.',
      '# 3. Next steps',
      'Proposals will be scored by a panel against the criteria below.',
      'Suppliers who pass this stage will be invited to present.',
      '3.1 The Bidder shall name a contract manager.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => r.ref)).toEqual(['2.3', '3.1']);
  });

  it('reads "Briefly describe…" as a request, and an obligation whose object "will be" something as an obligation', async () => {
    const rfp = [
      '# 2. Company',
      '2.1 Briefly describe your firm and the year it began trading.',
      '2.2 The Supplier shall appoint an account lead who will be our one contact for invoices.',
      '2.3 The Supplier shall be the data processor for all records.',
      '2.4 Late submissions will be considered non-responsive.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    // a status of the vendor's own (2.3) or a consequence (2.4) asks nothing
    expect(requirements.map((r) => r.ref)).toEqual(['2.1', '2.2']);
  });

  it('files each clause under its own title: a numbered title in capitals, and a run-in title the next number ends', async () => {
    const rfp = [
      '# CONTRACT PROVISIONS',
      '33. STATE LICENSE NUMBER:',
      '33.1 The bidder shall include its state license number in its bid.',
      '34. FUNDING- The obligation of the County to pay depends on the funds the Board sets aside each year.',
      '35. DELIVERY FAILURES- If deliveries are late, the Contractor shall pay the cost of buying the goods elsewhere.',
      '36. WARRANTIES- The Contractor shall deliver every warranty to the Purchasing Agent.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => [r.ref, r.section])).toEqual([
      ['33.1', '33. STATE LICENSE NUMBER:'],
      ['35', 'CONTRACT PROVISIONS'],
      ['36', 'CONTRACT PROVISIONS'],
    ]);
  });

  it('ends a list at a lettered title in capitals instead of taking the title as its next item', async () => {
    const rfp = [
      '# SECTION III. SCOPE',
      'E. STAFF SKILLS',
      '1. The Contractor shall propose staff with the following skills:',
      'a. Experience with school records.',
      'b. Good written English.',
      'F. PLACE OF PERFORMANCE',
      '1. Work shall be performed remotely from the United States.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => [r.section, r.text])).toEqual([
      [
        'E. STAFF SKILLS',
        'The Contractor shall propose staff with the following skills: a. Experience with school records. b. Good written English.',
      ],
      ['F. PLACE OF PERFORMANCE', 'Work shall be performed remotely from the United States.'],
    ]);
  });

  it("leaves out a template's bracketed note to its author, also when its brackets open or close on another line", async () => {
    const rfp = [
      '# 4. Maintenance',
      '[The Contractor shall keep the contract under 20 years to meet the tax rules.',
      'The Contractor shall keep a spare inverter on site.',
      'The Contractor must list the spare parts, if the agency scores this plan.]',
      '[Include if applicable] The Contractor must follow the city noise rules.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => r.text)).toEqual([
      'The Contractor shall keep a spare inverter on site.',
      '[Include if applicable] The Contractor must follow the city noise rules.',
    ]);
  });

  it('keeps what an instructions section obliges the vendor itself to do, and leaves out how and when to submit', async () => {
    const rfp = [
      '# Section 2. Instructions to Offerors',
      '## 2.1 Submission',
      'Offerors must submit their proposals via the county e-mail box.',
      'If mailed, offerors must send two hard copies in a sealed package.',
      'Proposals must be received by the closing date.',
      '## 2.2 Subcontractors',
      'Offerors must identify every subcontractor and the share of the work it will perform.',
      '## 2.3 Insurance',
      'The Successful Offeror shall maintain professional liability insurance of at least $2 million per claim.',
      '## 2.4 Debriefing',
      'If an Offeror chooses to ask for a debriefing, the request must be made in writing.',
      'Offerors not shortlisted shall be so advised.',
      '# Section 3. Evaluation Criteria',
      'Offerors must present their team at the interview.',
    ].join('\n\n');
    const { requirements, notes } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => [r.section, r.text])).toEqual([
      ['2.2 Subcontractors', 'Offerors must identify every subcontractor and the share of the work it will perform.'],
      [
        '2.3 Insurance',
        'The Successful Offeror shall maintain professional liability insurance of at least $2 million per claim.',
      ],
    ]);
    expect(notes[0]).toMatch(/^5 statements under instructions, evaluation or tender-procedure sections/);
  });

  it("leaves out a tender's schedule, conference and amendments, and an evaluation section past a bold title inside it", async () => {
    const rfp = [
      '# Part 1. Procurement',
      '## 1.02 Pre-Proposal Conference',
      'Offerors should attend the conference on the second floor of the Town Hall.',
      '## 1.03 Amendments to the RFP',
      'Offerors must acknowledge each amendment in their proposal.',
      '## 1.04 Minimum Qualifications',
      'The offeror must have run a booking system for at least three public libraries.',
      '# Part 5. Evaluation Criteria',
      '## 5.02 Price Scoring',
      '**Step 1**',
      'List all proposal prices.',
      'Maximum Points Available (100)',
      'Offerors must present their team at the interview.',
      '# Part 6. Terms',
      'The contractor shall keep the booking data in the United States.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => r.text)).toEqual([
      'The offeror must have run a booking system for at least three public libraries.',
      'The contractor shall keep the booking data in the United States.',
    ]);
  });

  it('reads HTML tables and lists in Markdown as rows and bullets, and never keeps a tag as text', async () => {
    const rfp = [
      '## 4. Deliverables', // 1
      '', // 2
      '<table>', // 3
      '<thead>', // 4
      '<tr class="header">', // 5
      '<th>Deliverable</th>', // 6
      '<th>What it holds</th>', // 7
      '</tr>', // 8
      '</thead>', // 9
      '<tbody>', // 10
      '<tr class="odd">', // 11
      '<td>Hosting plan</td>', // 12
      '<td><p>The plan must cover:</p>', // 13
      '<ul>', // 14
      '<li><p>nightly backups</p></li>', // 15
      '<li><p>a yearly restore drill</p></li>', // 16
      '</ul></td>', // 17
      '</tr>', // 18
      '<tr class="even">', // 19
      '<td>Status note</td>', // 20
      '<td>The contractor shall send a status note on Mondays &amp; Thursdays.</td>', // 21
      '</tr>', // 22
      '</tbody>', // 23
      '</table>', // 24
      '', // 25
      '<ul>', // 26
      '<li><p>The vendor must name a security lead.</p></li>', // 27
      '<li><p>The vendor must keep logs for a year.<br>', // 28
      'Older logs may be deleted.</p></li>', // 29
      '</ul>', // 30
    ].join('\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => [r.text, r.where])).toEqual([
      ['Hosting plan The plan must cover: nightly backups a yearly restore drill', 'line 11'],
      ['Status note The contractor shall send a status note on Mondays & Thursdays.', 'line 19'],
      ['The vendor must name a security lead.', 'line 27'],
      ['The vendor must keep logs for a year. Older logs may be deleted.', 'line 28'],
    ]);
  });

  it("reads a title-cased label of the company's particulars as a field, and a title-cased section label as none", async () => {
    const rfp = ['# Offeror form', '1. Business License Number:', '2. Offeror Contact Name:', '3. Scope of Work:'].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => r.text)).toEqual(['Business License Number:', 'Offeror Contact Name:']);
  });

  it('refuses a questionnaire sent as its JSON source, instead of taking each fragment for a requirement', async () => {
    const json = [
      '// Vendor questionnaire, exported from our tool',
      '{',
      '  "questionnaire": [',
      ...Array.from(
        { length: 12 },
        (_, i) => `    { "id": "q${i}", "text": "Do you encrypt backups number ${i}?", "type": "yesno" },`,
      ),
      '  ]',
      '}',
    ].join('\n');
    await expect(readRfp(Buffer.from(json), 'text')).rejects.toMatchObject({
      code: 'unprocessable',
      message: expect.stringMatching(/JSON/),
    });
    // a document that quotes a little JSON is still a document
    const doc = [
      '# Integration',
      '',
      '1. The vendor shall accept this payload:',
      '',
      '    { "id": 1 }',
      '',
      '2. Describe your API limits.',
    ].join('\n');
    expect((await readRfp(Buffer.from(doc), 'markdown')).requirements.length).toBe(2);
  });

  it('takes off Markdown escapes of any punctuation', async () => {
    const rfp = "The contractor shall carry insurance of at least \\$2 million under the City\\'s terms \\& rules.";
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => r.text)).toEqual([
      "The contractor shall carry insurance of at least $2 million under the City's terms & rules.",
    ]);
  });

  it('leaves out a line or list item that is only a link to a place in the same document (a table of contents)', async () => {
    const rfp = [
      '**Contents**',
      '[Sec. 2.01 Offeror Must Keep Records](#sec-201-offeror-must-keep-records)',
      '- [Sec. 2.02 Delivery](#sec-202-delivery)',
      '## Sec. 2.01 Offeror Must Keep Records',
      'The offeror must keep project records for six years.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => [r.ref, r.section, r.text])).toEqual([
      ['', 'Sec. 2.01 Offeror Must Keep Records', 'The offeror must keep project records for six years.'],
    ]);
  });

  it('never takes a blockquote (an address) as a heading', async () => {
    const rfp = [
      '## Sec. 2.02 Delivery',
      'Printed copies go to the records office:',
      '> 40 Quay Street\n>\n> Port Elmer, WA 98000',
      'The contractor shall label every box with the contract number.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => [r.section, r.text])).toEqual([
      ['Sec. 2.02 Delivery', 'The contractor shall label every box with the contract number.'],
    ]);
  });

  it('reads list items ending in "; or" / "; and" as one sentence with the line that opens them, never a piece alone', async () => {
    const rfp = [
      '## 9. Contract talks',
      'If the chosen vendor:',
      '-   sends its documents late; or',
      '-   cannot meet the budget for the work; or',
      '-   if the parties cannot agree after a fair effort,',
      'the City may open talks with the next vendor.',
      '## 10. Hosting',
      'The vendor shall host the service:',
      '-   in two data centres; and',
      '-   with a tested failover.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => [r.section, r.text])).toEqual([
      [
        '9. Contract talks',
        'If the chosen vendor: sends its documents late; or cannot meet the budget for the work; or if the parties cannot agree after a fair effort, the City may open talks with the next vendor.',
      ],
      ['10. Hosting', 'The vendor shall host the service: in two data centres; and with a tested failover.'],
    ]);
  });

  it('keeps a sentence repeated under the same heading once, and once per heading when headings differ', async () => {
    const rfp = [
      '## 3. Backups',
      'The vendor must encrypt every backup.',
      'Restores are tested each quarter. The vendor must encrypt every backup.',
      'Describe your approach.',
      '## 4. Logging',
      'Describe your approach.',
    ].join('\n\n');
    const { requirements } = await readRfp(Buffer.from(rfp), 'markdown');
    expect(requirements.map((r) => [r.section, r.text])).toEqual([
      ['3. Backups', 'The vendor must encrypt every backup.'],
      ['3. Backups', 'Describe your approach.'],
      ['4. Logging', 'Describe your approach.'],
    ]);
  });
});

describe('dot leaders', () => {
  it('tells a contents line from text, and reads a document holding a line of 200,000 dots (its time is in BENCHMARKS)', async () => {
    expect(['1.2 Scope ........ 14', 'Intro . . . . . 3', '3.4 Backups.....7'].map(isTocLine)).toEqual([true, true, true]);
    expect(['Body text. No contents.', `x${'.'.repeat(5000)}`, `x${'. '.repeat(5000)}`].map(isTocLine)).toEqual([
      false,
      false,
      false,
    ]);
    const md = `# RFP\n\n1.1 The vendor shall provide support.\n\nx${'.'.repeat(200_000)}\n\n1.2 The vendor shall train staff.\n`;
    const read = await readRfp(Buffer.from(md), 'markdown', { name: 'dots.md' });
    expect(read.requirements.map((r) => r.ref)).toEqual(['1.1', '1.2']);
  });
});
