import type { Db } from '../../db/client';
import { comments } from '../../db/schema';
import { insertInBatches } from './batches';
import { at, dayFrom, minIso } from './dates';
import type { Plan } from './plan-sale';
import type { Random } from './random';

const COMMENT_TEXTS = [
  'კლიენტს დავურეკე, გადახდას ამ კვირაში აპირებს',
  'ხელშეკრულების ორიგინალი ინახება არქივში',
  'კლიენტმა ითხოვა გრაფიკის გადახედვა',
  'ინვოისი გაეგზავნა ელფოსტით',
  'გადახდა შემოვიდა სხვა ანგარიშზე, გადამოწმდა',
  'კლიენტი საზღვარგარეთაა, ურთიერთობა ელფოსტით',
  'გასაღებების გადაცემა დაგეგმილია კარკასის დასრულების შემდეგ',
  'Client asked for the statement in English',
  'Клиент просит присылать счета на русском языке',
  'შეხსენება გაეგზავნა SMS-ით',
];

/** Comments on every fourth sale and on every overdue one, by the sales managers. */
export async function insertComments(
  tx: Db,
  rnd: Random,
  plans: Plan[],
  ids: number[],
  managers: number[],
  today: string,
): Promise<void> {
  const commentRows: (typeof comments.$inferInsert)[] = plans
    .filter((p) => p.index % 4 === 1 || p.behaviour === 'overdue' || p.behaviour === 'candidate')
    .flatMap((p) =>
      Array.from({ length: rnd.between(1, 3) }, (_, k) => {
        const on = minIso(dayFrom(p.start, 15 + k * rnd.between(20, 90)), today);
        return {
          model: 'sale',
          model_id: ids[p.index]!,
          body:
            p.behaviour === 'overdue' || p.behaviour === 'candidate'
              ? rnd.pick([
                  'კლიენტს გაეგზავნა შეტყობინება დავალიანების შესახებ',
                  'კლიენტი გვპირდება დავალიანების დაფარვას თვის ბოლომდე',
                  COMMENT_TEXTS[0]!,
                ])
              : rnd.pick(COMMENT_TEXTS),
          user_id: rnd.pick(managers),
          created_at: at(on, 16),
          updated_at: at(on, 16),
        };
      }),
    );
  await insertInBatches(commentRows, 300, (batch) => tx.insert(comments).values(batch));
}
