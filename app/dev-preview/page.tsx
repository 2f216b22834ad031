import { CardPreview } from "@/components/card-preview/card-preview";

const ATTR = `Type "Adventure"
Roleplay "Competition"
CommonBuildsite Yes
AdventureCommonCosts
  StarshipFlyRange 2
  StarshipCapacity 3
EraResources
  Sway 2`;

export default function Page() {
  return (
    <main className="flex flex-wrap items-start gap-8 p-8">
      <div className="w-[320px]">
        <CardPreview identifier="GEN-001" format="silver" directive="Explore the Temblor sector before the storm closes the pass." attributes={ATTR} lore="The first ships left at dawn; none of them came back the same." type="Adventure" />
      </div>
      <div className="w-[320px]">
        <CardPreview identifier="GEN-002" format="silver" directive="" attributes={'Type "Support"\nAR\n  StarshipFlyRange 1'} lore="" type="Support" />
      </div>
      <div className="w-[360px]">
        <CardPreview identifier="GEN-G01" format="gold" orientation="portrait" directive="The Gardener wakes." attributes={'Type "Support"\nAffiliation "USSA"\nAR\n  Sway 5'} lore="Long before the ships, there was the garden." type="Support" />
      </div>
      <div className="w-[480px]">
        <CardPreview identifier="GEN-G02" format="gold" orientation="landscape" directive="The Gardener sleeps." attributes={ATTR} lore="" type={null} />
      </div>
    </main>
  );
}
