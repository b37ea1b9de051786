import { confirm, section } from '../../builders.js';
import { characterKnownSince, refereeForm } from './referee.js';

export const characterReference = refereeForm({
  slug: 'character-reference',
  type: 'character',
  title: { en: 'Character reference', bn: 'চারিত্রিক রেফারেন্স' },
  description: {
    en: 'Give the details of someone who has known you for at least 2 years and can speak about your character. They must not be a relative or partner.',
    bn: 'অন্তত ২ বছর ধরে আপনাকে চেনেন এবং আপনার চরিত্র সম্পর্কে বলতে পারবেন এমন একজনের তথ্য দিন। তিনি আপনার আত্মীয় বা জীবনসঙ্গী হতে পারবেন না।',
  },
  relationshipHelp: {
    en: 'For example: neighbour, faith leader or family friend.',
    bn: 'যেমন: প্রতিবেশী, ধর্মীয় নেতা বা পারিবারিক বন্ধু।',
  },
  knownSince: characterKnownSince,
  knownSinceHelp: {
    en: 'You must have known them for at least 2 years.',
    bn: 'তাঁকে অন্তত ২ বছর ধরে চিনতে হবে।',
  },
  extra: section({ en: 'About this referee', bn: 'এই সুপারিশকারী সম্পর্কে' }, [
    confirm('not_relative', {
      en: 'This person is not a relative or partner of mine.',
      bn: 'এই ব্যক্তি আমার আত্মীয় বা জীবনসঙ্গী নন।',
    }),
  ]),
});
