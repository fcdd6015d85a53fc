import { attributeCreateSchema, attributeTypeSchema, attributeUpdateSchema, attributeValueSchema, localizedValueSchema } from './attributes.ts';

describe('attribute contracts', () => {
  it('gives every attribute type a value schema', () => {
    const samples: Record<string, unknown> = {
      text: 'Lamp',
      integer: 3,
      decimal: 2.5,
      long_text: 'Long',
      boolean: false,
      date: '2024-02-29',
      time: '08:30',
      url: 'https://example.com',
      url_list: ['https://example.com'],
      dropdown: 'red',
      multi_dropdown: ['red', 'blue'],
      email: 'buyer@example.com',
      object_link: 12,
      range: { min: 1, max: 2 },
    };
    for (const type of attributeTypeSchema.options) {
      expect([type, attributeValueSchema(type).safeParse(samples[type]).success]).toEqual([type, true]);
    }
  });

  it('refuses a range whose maximum is not above its minimum, and impossible dates', () => {
    expect(attributeValueSchema('range').safeParse({ min: 2, max: 2 }).success).toBe(false);
    expect(attributeValueSchema('range').safeParse({ min: 2 }).success).toBe(false);
    expect(attributeValueSchema('date').safeParse('2023-02-29').success).toBe(false);
    expect(attributeValueSchema('time').safeParse('24:00').success).toBe(false);
    expect(attributeValueSchema('integer').safeParse(1.5).success).toBe(false);
  });

  it('shapes localizable values as one value per language code', () => {
    expect(localizedValueSchema('text').safeParse({ en: 'Lamp', fr: 'Lampe' }).success).toBe(true);
    expect(localizedValueSchema('text').safeParse({ english: 'Lamp' }).success).toBe(false);
    expect(localizedValueSchema('text').safeParse('Lamp').success).toBe(false);
  });

  it('needs code, type, labels and group on creation, and a version on update', () => {
    expect(attributeCreateSchema.safeParse({ code: 'weight', type: 'decimal', labels: { en: 'Weight' }, group_id: 1 }).success).toBe(true);
    expect(attributeCreateSchema.safeParse({ code: 'weight', type: 'float', labels: { en: 'Weight' }, group_id: 1 }).success).toBe(false);
    expect(attributeCreateSchema.safeParse({ code: 'weight', type: 'decimal', labels: { en: 'Weight' }, group_id: 1, colour: 'red' }).success).toBe(false);
    expect(attributeUpdateSchema.safeParse({ labels: { en: 'Weight' } }).success).toBe(false);
    expect(attributeUpdateSchema.safeParse({ labels: { en: 'Weight' }, version: 3 }).success).toBe(true);
  });
});
