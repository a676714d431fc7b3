# Xiangqi opening lessons (titles) / 象棋布局课 / уроки дебютов сянци.
lesson-central-cannon = Центральная пушка, C2=5 («Цзюй чжун ми», 橘中秘)
lesson-same-direction-cannons = Встречные центральные пушки («Цзюй чжун ми»)
lesson-screen-horses = Кони-«ширма» против центральной пушки («Мэй хуа пу», 梅花谱)
