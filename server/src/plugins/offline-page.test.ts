// The offline page names the clinic its settings name, escaped, in place of the product's name.
import { describe, expect, it } from 'vitest';
import { clinicNamed } from './web';

describe('the offline page', () => {
  it("writes the clinic's name, escaped, over the product's, and nothing else", () => {
    const built = '<title>x</title><div class="brand"><svg></svg><span data-clinic-name>PhongKham</span></div><p>y</p>';
    expect(clinicNamed(built, 'Phòng khám "A & B" <1>')).toBe(
      '<title>x</title><div class="brand"><svg></svg><span data-clinic-name>Phòng khám &quot;A &amp; B&quot; &lt;1&gt;</span></div><p>y</p>',
    );
    // A `$&` in a name is text, not a replacement pattern.
    expect(clinicNamed(built, 'Cơ sở $&')).toContain('<span data-clinic-name>Cơ sở $&amp;</span>');
  });
});
