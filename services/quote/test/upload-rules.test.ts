import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  applyField,
  checkFileContent,
  checkFileName,
  normalizeContractorName,
  normalizeProjectType,
  requireComplete,
  safeFileName,
  tooLargeMessage,
  uploadMessages,
} from '../src/domain/upload-rules';

const PDF = Buffer.from('%PDF-1.7\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const invalidType = { message: uploadMessages.invalidType };

test('accepts .pdf, .png, .jpg and .jpeg names and refuses any other extension', () => {
  for (const name of ['quote.pdf', 'QUOTE.PDF', 'scan.png', 'photo.jpg', 'photo.JPEG']) checkFileName(name);
  for (const name of ['quote.gif', 'quote', 'quote.pdf.exe', 'quote.docx']) assert.throws(() => checkFileName(name), invalidType, name);
});

test('the content must be the format the extension names, proved by its magic bytes', () => {
  assert.equal(checkFileContent('a.pdf', 'application/pdf', PDF), 'application/pdf');
  assert.equal(checkFileContent('a.png', 'image/png', PNG), 'image/png');
  assert.equal(checkFileContent('a.jpg', 'image/jpeg', JPG), 'image/jpeg');
  assert.equal(checkFileContent('a.jpeg', '', JPG), 'image/jpeg');
  assert.throws(() => checkFileContent('a.pdf', 'application/pdf', Buffer.from('just some text')), invalidType);
  assert.throws(() => checkFileContent('a.png', 'image/png', PDF), invalidType);
  assert.throws(() => checkFileContent('a.jpg', 'image/jpeg', PNG), invalidType);
  assert.throws(() => checkFileContent('a.pdf', 'application/pdf', Buffer.alloc(0)), invalidType);
});

test('a specific declared Content-Type must agree with the content; unknown types leave it to the content', () => {
  assert.equal(checkFileContent('a.pdf', 'application/octet-stream', PDF), 'application/pdf');
  assert.equal(checkFileContent('a.jpg', 'image/jpg', JPG), 'image/jpeg');
  assert.throws(() => checkFileContent('a.pdf', 'text/plain', PDF), invalidType);
  assert.throws(() => checkFileContent('a.png', 'image/gif', PNG), invalidType);
});

test('project type: a known type, or the free text of "other" up to 50 characters', () => {
  assert.equal(normalizeProjectType('Roofing'), 'roofing');
  assert.equal(normalizeProjectType(' hvac '), 'hvac');
  assert.equal(normalizeProjectType('  Deck   repair '), 'Deck repair');
  assert.equal(normalizeProjectType('x'.repeat(50)), 'x'.repeat(50));
  assert.throws(() => normalizeProjectType(''), { message: 'Please select a project type.' });
  assert.throws(() => normalizeProjectType('   '), { message: 'Please select a project type.' });
  assert.throws(() => normalizeProjectType('other'), { message: 'Please specify what type of project this is.' });
  assert.throws(() => normalizeProjectType('x'.repeat(51)), /at most 50 characters/);
});

test('contractor name: trimmed, required, at most 100 characters', () => {
  assert.equal(normalizeContractorName('  Acme Roofing  '), 'Acme Roofing');
  assert.throws(() => normalizeContractorName('   '), { message: 'Please enter the contractor name.' });
  assert.throws(() => normalizeContractorName('a'.repeat(101)), /at most 100 characters/);
});

test('once the stream has ended, files, project type and contractor must all have come', () => {
  const fields = {};
  applyField(fields, 'projectType', 'solar');
  applyField(fields, 'somethingElse', 'ignored');
  assert.throws(() => requireComplete(fields, 0), { message: 'Please select at least one file.' });
  assert.throws(() => requireComplete(fields, 1), { message: 'Please enter the contractor name.' });
  assert.throws(() => requireComplete({ contractorName: 'A' }, 1), { message: 'Please select a project type.' });
  applyField(fields, 'contractorName', ' Sun Co ');
  assert.deepEqual(requireComplete(fields, 2), { projectType: 'solar', contractorName: 'Sun Co' });
});

test('object keys get a safe file name and the size message names the limit', () => {
  assert.equal(safeFileName('../../etc/passwd'), 'passwd');
  assert.equal(safeFileName('My Quote (final).pdf'), 'My_Quote_final_.pdf');
  assert.equal(safeFileName('...'), 'file');
  assert.equal(tooLargeMessage(10 * 1024 * 1024), 'File size exceeds 10MB limit.');
});
