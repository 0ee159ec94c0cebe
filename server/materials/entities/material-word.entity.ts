import { Entity, Index, PrimaryColumn } from 'typeorm';

// The words the library's materials are found by (from their search text), so a mistyped word of a query can
// be corrected to the closest ones by trigram similarity (a pg_trgm index the migration creates by hand).
@Entity('material_word')
@Index('material_word_trgm_idx', { synchronize: false })
export class MaterialWordEntity {
  @PrimaryColumn({ type: 'text' })
  word: string;
}
